-- The interpreter's budgets a sweep began with (`--max-steps`, `--max-depth`, `--max-elements`,
-- `--max-views`), so that `sweep --resume` lays out the missing cases with the same ones.
-- NULL: the flag was not given (the default budget), as for every sweep recorded before.

ALTER TABLE sweeps ADD COLUMN max_steps INTEGER CHECK (max_steps IS NULL OR max_steps >= 1);
ALTER TABLE sweeps ADD COLUMN max_depth INTEGER CHECK (max_depth IS NULL OR max_depth >= 1);
ALTER TABLE sweeps ADD COLUMN max_elements INTEGER CHECK (max_elements IS NULL OR max_elements >= 1);
ALTER TABLE sweeps ADD COLUMN max_views INTEGER CHECK (max_views IS NULL OR max_views >= 1);
