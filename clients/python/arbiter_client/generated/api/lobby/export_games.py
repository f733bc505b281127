from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.export_games_response_200 import ExportGamesResponse200
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    ruleset: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 10,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["ruleset"] = ruleset

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/exports",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ExportGamesResponse200 | Problem:
    if response.status_code == 200:
        response_200 = ExportGamesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ExportGamesResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 10,
) -> Response[ExportGamesResponse200 | Problem]:
    """Finished games, newest first, each as its portable record; paginated like /v1/games.

    Args:
        ruleset (str | Unset):
        cursor (str | Unset): opaque to clients: pass the `next` of the previous page as it is
            (empty: the first page)
        limit (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportGamesResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 10,
) -> ExportGamesResponse200 | Problem | None:
    """Finished games, newest first, each as its portable record; paginated like /v1/games.

    Args:
        ruleset (str | Unset):
        cursor (str | Unset): opaque to clients: pass the `next` of the previous page as it is
            (empty: the first page)
        limit (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportGamesResponse200 | Problem
    """

    return sync_detailed(
        client=client,
        ruleset=ruleset,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 10,
) -> Response[ExportGamesResponse200 | Problem]:
    """Finished games, newest first, each as its portable record; paginated like /v1/games.

    Args:
        ruleset (str | Unset):
        cursor (str | Unset): opaque to clients: pass the `next` of the previous page as it is
            (empty: the first page)
        limit (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportGamesResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 10,
) -> ExportGamesResponse200 | Problem | None:
    """Finished games, newest first, each as its portable record; paginated like /v1/games.

    Args:
        ruleset (str | Unset):
        cursor (str | Unset): opaque to clients: pass the `next` of the previous page as it is
            (empty: the first page)
        limit (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportGamesResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            ruleset=ruleset,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
