// Tests for the LayoutLabStore module.
