from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.read_chat_response_200 import ReadChatResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/chat".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ReadChatResponse200:
    if response.status_code == 200:
        response_200 = ReadChatResponse200.from_dict(response.json())

        return response_200

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | ReadChatResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[Problem | ReadChatResponse200]:
    """Table talk after `after` that the caller may see (seats; spectators only where the game allows it).

    Args:
        game_id (str):
        after (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReadChatResponse200]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Problem | ReadChatResponse200 | None:
    """Table talk after `after` that the caller may see (seats; spectators only where the game allows it).

    Args:
        game_id (str):
        after (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReadChatResponse200
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[Problem | ReadChatResponse200]:
    """Table talk after `after` that the caller may see (seats; spectators only where the game allows it).

    Args:
        game_id (str):
        after (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReadChatResponse200]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Problem | ReadChatResponse200 | None:
    """Table talk after `after` that the caller may see (seats; spectators only where the game allows it).

    Args:
        game_id (str):
        after (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReadChatResponse200
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            limit=limit,
        )
    ).parsed
