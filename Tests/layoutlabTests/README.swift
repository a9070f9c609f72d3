// Tests for the layoutlab module.
