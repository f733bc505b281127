from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.declare_leave_response_201 import DeclareLeaveResponse201
from ...models.leave_request import LeaveRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: LeaveRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/account/leave",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeclareLeaveResponse201 | Problem:
    if response.status_code == 201:
        response_201 = DeclareLeaveResponse201.from_dict(response.json())

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
) -> Response[DeclareLeaveResponse201 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: LeaveRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[DeclareLeaveResponse201 | Problem]:
    """Declare whole days of leave, at least a day ahead, within the yearly allowance: the clocks of the
    account's seats stand still then in every game that allows leave, and each such game records it
    (SeatOnLeave).

    Args:
        idempotency_key (str | Unset):
        body (LeaveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeclareLeaveResponse201 | Problem]
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
    client: AuthenticatedClient,
    body: LeaveRequest,
    idempotency_key: str | Unset = UNSET,
) -> DeclareLeaveResponse201 | Problem | None:
    """Declare whole days of leave, at least a day ahead, within the yearly allowance: the clocks of the
    account's seats stand still then in every game that allows leave, and each such game records it
    (SeatOnLeave).

    Args:
        idempotency_key (str | Unset):
        body (LeaveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeclareLeaveResponse201 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: LeaveRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[DeclareLeaveResponse201 | Problem]:
    """Declare whole days of leave, at least a day ahead, within the yearly allowance: the clocks of the
    account's seats stand still then in every game that allows leave, and each such game records it
    (SeatOnLeave).

    Args:
        idempotency_key (str | Unset):
        body (LeaveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeclareLeaveResponse201 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: LeaveRequest,
    idempotency_key: str | Unset = UNSET,
) -> DeclareLeaveResponse201 | Problem | None:
    """Declare whole days of leave, at least a day ahead, within the yearly allowance: the clocks of the
    account's seats stand still then in every game that allows leave, and each such game records it
    (SeatOnLeave).

    Args:
        idempotency_key (str | Unset):
        body (LeaveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeclareLeaveResponse201 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
