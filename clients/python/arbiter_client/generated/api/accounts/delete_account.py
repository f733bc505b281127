from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_account import DeleteAccount
from ...models.delete_account_response_200 import DeleteAccountResponse200
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: DeleteAccount,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/me",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeleteAccountResponse200 | Problem:
    if response.status_code == 200:
        response_200 = DeleteAccountResponse200.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DeleteAccountResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: DeleteAccount,
) -> Response[DeleteAccountResponse200 | Problem]:
    """Delete the account for good (`confirm`: its display name): its sign-in means, address, push
    subscriptions and settings are erased, its seats read "a deleted player", running games end for them
    (a resignation, or the AI with on_timeout ai); the game records stay verifiable.

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteAccountResponse200 | Problem]
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
    body: DeleteAccount,
) -> DeleteAccountResponse200 | Problem | None:
    """Delete the account for good (`confirm`: its display name): its sign-in means, address, push
    subscriptions and settings are erased, its seats read "a deleted player", running games end for them
    (a resignation, or the AI with on_timeout ai); the game records stay verifiable.

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteAccountResponse200 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: DeleteAccount,
) -> Response[DeleteAccountResponse200 | Problem]:
    """Delete the account for good (`confirm`: its display name): its sign-in means, address, push
    subscriptions and settings are erased, its seats read "a deleted player", running games end for them
    (a resignation, or the AI with on_timeout ai); the game records stay verifiable.

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteAccountResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: DeleteAccount,
) -> DeleteAccountResponse200 | Problem | None:
    """Delete the account for good (`confirm`: its display name): its sign-in means, address, push
    subscriptions and settings are erased, its seats read "a deleted player", running games end for them
    (a resignation, or the AI with on_timeout ai); the game records stay verifiable.

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteAccountResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
