from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.battalla_create_game import BattallaCreateGame
from ...models.battalla_game import BattallaGame
from ...models.battlegates_create_game import BattlegatesCreateGame
from ...models.battlegates_game import BattlegatesGame
from ...models.channeling_create_game import ChannelingCreateGame
from ...models.channeling_game import ChannelingGame
from ...models.dale_create_game import DaleCreateGame
from ...models.dale_game import DaleGame
from ...models.grove_create_game import GroveCreateGame
from ...models.grove_game import GroveGame
from ...models.other_ruleset_create_game import OtherRulesetCreateGame
from ...models.other_ruleset_game import OtherRulesetGame
from ...models.problem import Problem
from ...models.waiting_game import WaitingGame
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: BattallaCreateGame
    | BattlegatesCreateGame
    | ChannelingCreateGame
    | DaleCreateGame
    | GroveCreateGame
    | OtherRulesetCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    if (
        isinstance(body, BattallaCreateGame)
        or isinstance(body, BattlegatesCreateGame)
        or isinstance(body, ChannelingCreateGame)
        or isinstance(body, DaleCreateGame)
        or isinstance(body, GroveCreateGame)
    ):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BattallaGame
    | BattlegatesGame
    | ChannelingGame
    | DaleGame
    | GroveGame
    | OtherRulesetGame
    | WaitingGame
    | Problem
):
    if response.status_code == 201:

        def _parse_response_201(
            data: object,
        ) -> (
            BattallaGame
            | BattlegatesGame
            | ChannelingGame
            | DaleGame
            | GroveGame
            | OtherRulesetGame
            | WaitingGame
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_0 = WaitingGame.from_dict(data)

                return componentsschemas_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_1 = BattallaGame.from_dict(data)

                return componentsschemas_game_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_2 = BattlegatesGame.from_dict(data)

                return componentsschemas_game_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_3 = ChannelingGame.from_dict(data)

                return componentsschemas_game_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_4 = DaleGame.from_dict(data)

                return componentsschemas_game_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_5 = GroveGame.from_dict(data)

                return componentsschemas_game_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_type_6 = OtherRulesetGame.from_dict(data)

            return componentsschemas_game_type_6

        response_201 = _parse_response_201(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    BattallaGame
    | BattlegatesGame
    | ChannelingGame
    | DaleGame
    | GroveGame
    | OtherRulesetGame
    | WaitingGame
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BattallaCreateGame
    | BattlegatesCreateGame
    | ChannelingCreateGame
    | DaleCreateGame
    | GroveCreateGame
    | OtherRulesetCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    BattallaGame
    | BattlegatesGame
    | ChannelingGame
    | DaleGame
    | GroveGame
    | OtherRulesetGame
    | WaitingGame
    | Problem
]:
    """Create a game. Each human seat's token is in this answer and never again; send an Idempotency-Key (a
    random UUID: the key itself is what recovers the tokens) to be able to get this answer again.

    Args:
        idempotency_key (str | Unset):
        body (BattallaCreateGame | BattlegatesCreateGame | ChannelingCreateGame | DaleCreateGame |
            GroveCreateGame | OtherRulesetCreateGame): A game to create: `ruleset` says which, and
            types its `options`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BattallaGame | BattlegatesGame | ChannelingGame | DaleGame | GroveGame | OtherRulesetGame | WaitingGame | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: BattallaCreateGame
    | BattlegatesCreateGame
    | ChannelingCreateGame
    | DaleCreateGame
    | GroveCreateGame
    | OtherRulesetCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> (
    BattallaGame
    | BattlegatesGame
    | ChannelingGame
    | DaleGame
    | GroveGame
    | OtherRulesetGame
    | WaitingGame
    | Problem
    | None
):
    """Create a game. Each human seat's token is in this answer and never again; send an Idempotency-Key (a
    random UUID: the key itself is what recovers the tokens) to be able to get this answer again.

    Args:
        idempotency_key (str | Unset):
        body (BattallaCreateGame | BattlegatesCreateGame | ChannelingCreateGame | DaleCreateGame |
            GroveCreateGame | OtherRulesetCreateGame): A game to create: `ruleset` says which, and
            types its `options`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BattallaGame | BattlegatesGame | ChannelingGame | DaleGame | GroveGame | OtherRulesetGame | WaitingGame | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BattallaCreateGame
    | BattlegatesCreateGame
    | ChannelingCreateGame
    | DaleCreateGame
    | GroveCreateGame
    | OtherRulesetCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    BattallaGame
    | BattlegatesGame
    | ChannelingGame
    | DaleGame
    | GroveGame
    | OtherRulesetGame
    | WaitingGame
    | Problem
]:
    """Create a game. Each human seat's token is in this answer and never again; send an Idempotency-Key (a
    random UUID: the key itself is what recovers the tokens) to be able to get this answer again.

    Args:
        idempotency_key (str | Unset):
        body (BattallaCreateGame | BattlegatesCreateGame | ChannelingCreateGame | DaleCreateGame |
            GroveCreateGame | OtherRulesetCreateGame): A game to create: `ruleset` says which, and
            types its `options`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BattallaGame | BattlegatesGame | ChannelingGame | DaleGame | GroveGame | OtherRulesetGame | WaitingGame | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: BattallaCreateGame
    | BattlegatesCreateGame
    | ChannelingCreateGame
    | DaleCreateGame
    | GroveCreateGame
    | OtherRulesetCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> (
    BattallaGame
    | BattlegatesGame
    | ChannelingGame
    | DaleGame
    | GroveGame
    | OtherRulesetGame
    | WaitingGame
    | Problem
    | None
):
    """Create a game. Each human seat's token is in this answer and never again; send an Idempotency-Key (a
    random UUID: the key itself is what recovers the tokens) to be able to get this answer again.

    Args:
        idempotency_key (str | Unset):
        body (BattallaCreateGame | BattlegatesCreateGame | ChannelingCreateGame | DaleCreateGame |
            GroveCreateGame | OtherRulesetCreateGame): A game to create: `ruleset` says which, and
            types its `options`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BattallaGame | BattlegatesGame | ChannelingGame | DaleGame | GroveGame | OtherRulesetGame | WaitingGame | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
