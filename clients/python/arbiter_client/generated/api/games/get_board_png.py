from http import HTTPStatus
from io import BytesIO
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    at: int | Unset = UNSET,
    lang: str | Unset = UNSET,
    scale: int | Unset = 1,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["at"] = at

    params["lang"] = lang

    params["scale"] = scale

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/board.png".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | File | Problem:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[Any | File | Problem]:
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
    at: int | Unset = UNSET,
    lang: str | Unset = UNSET,
    scale: int | Unset = 1,
) -> Response[Any | File | Problem]:
    """The same picture as PNG, for chat integrations that do not show SVG.

    Args:
        game_id (str):
        at (int | Unset):
        lang (str | Unset):
        scale (int | Unset):  Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | File | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at=at,
        lang=lang,
        scale=scale,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    at: int | Unset = UNSET,
    lang: str | Unset = UNSET,
    scale: int | Unset = 1,
) -> Any | File | Problem | None:
    """The same picture as PNG, for chat integrations that do not show SVG.

    Args:
        game_id (str):
        at (int | Unset):
        lang (str | Unset):
        scale (int | Unset):  Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | File | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        at=at,
        lang=lang,
        scale=scale,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    at: int | Unset = UNSET,
    lang: str | Unset = UNSET,
    scale: int | Unset = 1,
) -> Response[Any | File | Problem]:
    """The same picture as PNG, for chat integrations that do not show SVG.

    Args:
        game_id (str):
        at (int | Unset):
        lang (str | Unset):
        scale (int | Unset):  Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | File | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at=at,
        lang=lang,
        scale=scale,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    at: int | Unset = UNSET,
    lang: str | Unset = UNSET,
    scale: int | Unset = 1,
) -> Any | File | Problem | None:
    """The same picture as PNG, for chat integrations that do not show SVG.

    Args:
        game_id (str):
        at (int | Unset):
        lang (str | Unset):
        scale (int | Unset):  Default: 1.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | File | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            at=at,
            lang=lang,
            scale=scale,
        )
    ).parsed
