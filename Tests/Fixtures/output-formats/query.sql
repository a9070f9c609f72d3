SELECT 1 AS i, -42 AS neg, 2.5 AS r, 1e999 AS inf, -1e999 AS ninf, 0.1 AS tenth, NULL AS n, x'00ff10' AS b, 'a,b"c|d\e	f' AS t, char(10)||'x'||char(13) AS nl, 'é日🟥' AS u
