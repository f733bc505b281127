from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.leaderboard_kind import LeaderboardKind
from ...models.leaderboard_response_200 import LeaderboardResponse200
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ruleset: str,
    *,
    kind: LeaderboardKind | Unset = UNSET,
    limit: int | Unset = 100,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/ratings/{ruleset}".format(
            ruleset=quote(str(ruleset), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> LeaderboardResponse200 | Problem:
    if response.status_code == 200:
        response_200 = LeaderboardResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[LeaderboardResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    kind: LeaderboardKind | Unset = UNSET,
    limit: int | Unset = 100,
) -> Response[LeaderboardResponse200 | Problem]:
    """The ruleset's leaderboard, best first by mu - 3 sigma (openskill Plackett-Luce), with the AI levels
    apart so a person can pick an opponent of their strength.

    Args:
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        kind (LeaderboardKind | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LeaderboardResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        kind=kind,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    kind: LeaderboardKind | Unset = UNSET,
    limit: int | Unset = 100,
) -> LeaderboardResponse200 | Problem | None:
    """The ruleset's leaderboard, best first by mu - 3 sigma (openskill Plackett-Luce), with the AI levels
    apart so a person can pick an opponent of their strength.

    Args:
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        kind (LeaderboardKind | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LeaderboardResponse200 | Problem
    """

    return sync_detailed(
        ruleset=ruleset,
        client=client,
        kind=kind,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    kind: LeaderboardKind | Unset = UNSET,
    limit: int | Unset = 100,
) -> Response[LeaderboardResponse200 | Problem]:
    """The ruleset's leaderboard, best first by mu - 3 sigma (openskill Plackett-Luce), with the AI levels
    apart so a person can pick an opponent of their strength.

    Args:
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        kind (LeaderboardKind | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LeaderboardResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        kind=kind,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    kind: LeaderboardKind | Unset = UNSET,
    limit: int | Unset = 100,
) -> LeaderboardResponse200 | Problem | None:
    """The ruleset's leaderboard, best first by mu - 3 sigma (openskill Plackett-Luce), with the AI levels
    apart so a person can pick an opponent of their strength.

    Args:
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        kind (LeaderboardKind | Unset):
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LeaderboardResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            ruleset=ruleset,
            client=client,
            kind=kind,
            limit=limit,
        )
    ).parsed
