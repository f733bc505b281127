from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.why_not import WhyNot
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    pick: str,
    given: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["pick"] = pick

    params["given"] = given

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/why-not".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WhyNot:
    if response.status_code == 200:
        response_200 = WhyNot.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | WhyNot]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    pick: str,
    given: str | Unset = UNSET,
) -> Response[Problem | WhyNot]:
    """Why a tapped element names none of the caller's moves now: the refusals (rule, words, the seed's
    sentence) of the moves its partial moves could complete (docs/web.md).

    Args:
        game_id (str):
        pick (str):
        given (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WhyNot]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        pick=pick,
        given=given,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    pick: str,
    given: str | Unset = UNSET,
) -> Problem | WhyNot | None:
    """Why a tapped element names none of the caller's moves now: the refusals (rule, words, the seed's
    sentence) of the moves its partial moves could complete (docs/web.md).

    Args:
        game_id (str):
        pick (str):
        given (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WhyNot
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        pick=pick,
        given=given,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    pick: str,
    given: str | Unset = UNSET,
) -> Response[Problem | WhyNot]:
    """Why a tapped element names none of the caller's moves now: the refusals (rule, words, the seed's
    sentence) of the moves its partial moves could complete (docs/web.md).

    Args:
        game_id (str):
        pick (str):
        given (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WhyNot]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        pick=pick,
        given=given,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    pick: str,
    given: str | Unset = UNSET,
) -> Problem | WhyNot | None:
    """Why a tapped element names none of the caller's moves now: the refusals (rule, words, the seed's
    sentence) of the moves its partial moves could complete (docs/web.md).

    Args:
        game_id (str):
        pick (str):
        given (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WhyNot
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            pick=pick,
            given=given,
        )
    ).parsed
