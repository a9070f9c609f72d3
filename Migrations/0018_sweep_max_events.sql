-- The layout's trace-event budget a sweep began with (`--max-events`, issue 34), kept beside
-- the interpreter's (0009) so that `sweep --resume` lays out the missing cases with it.
-- NULL: the flag was not given (the default budget), as for every sweep recorded before.

ALTER TABLE sweeps ADD COLUMN max_events INTEGER CHECK (max_events IS NULL OR max_events >= 1);
