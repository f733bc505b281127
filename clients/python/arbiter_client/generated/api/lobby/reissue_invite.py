from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.reissue_invite_response_201 import ReissueInviteResponse201
from ...types import Response


def _get_kwargs(
    game_id: str,
    seat: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/seats/{seat}/invite".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ReissueInviteResponse201:
    if response.status_code == 201:
        response_201 = ReissueInviteResponse201.from_dict(response.json())

        return response_201

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
) -> Response[Problem | ReissueInviteResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | ReissueInviteResponse201]:
    """The creator issues a new invite code for a seat: the old code stops working and, if the seat was
    claimed, so does its token (the player claims again with the new code, also in a running game).

    Args:
        game_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReissueInviteResponse201]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Problem | ReissueInviteResponse201 | None:
    """The creator issues a new invite code for a seat: the old code stops working and, if the seat was
    claimed, so does its token (the player claims again with the new code, also in a running game).

    Args:
        game_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReissueInviteResponse201
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | ReissueInviteResponse201]:
    """The creator issues a new invite code for a seat: the old code stops working and, if the seat was
    claimed, so does its token (the player claims again with the new code, also in a running game).

    Args:
        game_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReissueInviteResponse201]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Problem | ReissueInviteResponse201 | None:
    """The creator issues a new invite code for a seat: the old code stops working and, if the seat was
    claimed, so does its token (the player claims again with the new code, also in a running game).

    Args:
        game_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReissueInviteResponse201
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
        )
    ).parsed
