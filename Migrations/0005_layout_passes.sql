-- Which layout of its run each event belongs to (`TraceEvent.layoutPass`): 1, then one more
-- each time the actions of `.onPreferenceChange`/`.onGeometryChange` changed state and the
-- view was laid out again. Runs recorded before this migration were laid out once: 1.
ALTER TABLE events ADD COLUMN layout_pass INTEGER NOT NULL DEFAULT 1 CHECK (layout_pass >= 1);
