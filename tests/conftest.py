"""Root fixtures: the import path. Redis and app fixtures live in tests/integration and tests/e2e."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
