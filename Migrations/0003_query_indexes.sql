-- What the named queries look up besides a run's own rows: a node's events (proposals
-- received, probe counts), runs by parameter value and runs by file.
CREATE INDEX events_by_node ON events (run_id, node_id, sequence);
CREATE INDEX run_parameters_by_value ON run_parameters (name, value);
CREATE INDEX runs_by_file ON runs (file_name);
