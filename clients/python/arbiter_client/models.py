"""Every schema of openapi.yaml as a class (openapi-python-client), e.g. GroveGame, GroveView,
GroveOptions, GroveMoveStand: a shorter name for arbiter_client.generated.models."""
from .generated.models import *  # noqa: F401,F403 - this module is that namespace
from .generated.models import __all__  # noqa: F401
