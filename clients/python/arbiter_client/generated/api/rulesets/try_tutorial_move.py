from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.move_request import MoveRequest
from ...models.problem import Problem
from ...models.try_tutorial_move_response_200 import TryTutorialMoveResponse200
from ...types import Response


def _get_kwargs(
    ruleset_id: str,
    n: int,
    *,
    body: MoveRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/rulesets/{ruleset_id}/tutorial/{n}/moves".format(
            ruleset_id=quote(str(ruleset_id), safe=""),
            n=quote(str(n), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TryTutorialMoveResponse200:
    if response.status_code == 200:
        response_200 = TryTutorialMoveResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[Problem | TryTutorialMoveResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,
) -> Response[Problem | TryTutorialMoveResponse200]:
    """Try a move in step n: {move}. The teaching move answers the position after it and the explanation;
    another legal move a hint; an illegal one the rules' refusal (422).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        n (int):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TryTutorialMoveResponse200]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
        n=n,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,
) -> Problem | TryTutorialMoveResponse200 | None:
    """Try a move in step n: {move}. The teaching move answers the position after it and the explanation;
    another legal move a hint; an illegal one the rules' refusal (422).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        n (int):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TryTutorialMoveResponse200
    """

    return sync_detailed(
        ruleset_id=ruleset_id,
        n=n,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    ruleset_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,
) -> Response[Problem | TryTutorialMoveResponse200]:
    """Try a move in step n: {move}. The teaching move answers the position after it and the explanation;
    another legal move a hint; an illegal one the rules' refusal (422).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        n (int):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TryTutorialMoveResponse200]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
        n=n,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    body: MoveRequest,
) -> Problem | TryTutorialMoveResponse200 | None:
    """Try a move in step n: {move}. The teaching move answers the position after it and the explanation;
    another legal move a hint; an illegal one the rules' refusal (422).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        n (int):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TryTutorialMoveResponse200
    """

    return (
        await asyncio_detailed(
            ruleset_id=ruleset_id,
            n=n,
            client=client,
            body=body,
        )
    ).parsed
