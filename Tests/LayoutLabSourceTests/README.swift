// Tests for the LayoutLabSource module.
