"""Pure rules and event sourcing: no Flask, no Redis, no RQ, no clock, no I/O."""
