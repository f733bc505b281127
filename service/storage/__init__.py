"""Storage: the Redis side every capability stands on. The connection factory (standalone or
cluster), the Redis Streams event store with its conditional append, the archive record a finished
game's stream is folded into, the cluster-safe global indexes, Idempotency-Key leases, rate limits,
the batching hand-over of work a request must not wait for, and the service's errors with their one
mapping to problem+json (every package raises them).

May import: nothing of service (and domain/).
"""
