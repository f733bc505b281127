from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.moderator_action import ModeratorAction
from ...models.moderator_action_request import ModeratorActionRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ModeratorActionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/moderation/actions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ModeratorAction | Problem:
    if response.status_code == 201:
        response_201 = ModeratorAction.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ModeratorAction | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ModeratorActionRequest,
) -> Response[ModeratorAction | Problem]:
    """Moderators: warn, mute table talk for `minutes`, unmute, suspend (for `minutes`, or until lifted:
    the account cannot move or talk and its seats are played by each game's deadline policy), unsuspend,
    or close a report; always with a reason, told to the account and logged.

    Args:
        body (ModeratorActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ModeratorAction | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ModeratorActionRequest,
) -> ModeratorAction | Problem | None:
    """Moderators: warn, mute table talk for `minutes`, unmute, suspend (for `minutes`, or until lifted:
    the account cannot move or talk and its seats are played by each game's deadline policy), unsuspend,
    or close a report; always with a reason, told to the account and logged.

    Args:
        body (ModeratorActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ModeratorAction | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ModeratorActionRequest,
) -> Response[ModeratorAction | Problem]:
    """Moderators: warn, mute table talk for `minutes`, unmute, suspend (for `minutes`, or until lifted:
    the account cannot move or talk and its seats are played by each game's deadline policy), unsuspend,
    or close a report; always with a reason, told to the account and logged.

    Args:
        body (ModeratorActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ModeratorAction | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ModeratorActionRequest,
) -> ModeratorAction | Problem | None:
    """Moderators: warn, mute table talk for `minutes`, unmute, suspend (for `minutes`, or until lifted:
    the account cannot move or talk and its seats are played by each game's deadline policy), unsuspend,
    or close a report; always with a reason, told to the account and logged.

    Args:
        body (ModeratorActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ModeratorAction | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
