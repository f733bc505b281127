"""Ops: the processes. `make run`'s supervisor (`python -m service.ops.run`), the private
redis-server started when REDIS_URL is unset, and the job latency histograms every worker adds to.

May import: play (and domain/).
"""
