from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_challenges_response_200 import ListChallengesResponse200
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    ruleset: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["ruleset"] = ruleset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/challenges",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListChallengesResponse200 | Problem:
    if response.status_code == 200:
        response_200 = ListChallengesResponse200.from_dict(response.json())

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
) -> Response[ListChallengesResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    ruleset: str | Unset = UNSET,
) -> Response[ListChallengesResponse200 | Problem]:
    """The caller's pending challenges (incoming, outgoing) and the open seeks it may accept.

    Args:
        ruleset (str | Unset): a ruleset id; GET /v1/rulesets lists them (today: battalla,
            battlegates, channeling, dale, grove). New rulesets may appear.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListChallengesResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    ruleset: str | Unset = UNSET,
) -> ListChallengesResponse200 | Problem | None:
    """The caller's pending challenges (incoming, outgoing) and the open seeks it may accept.

    Args:
        ruleset (str | Unset): a ruleset id; GET /v1/rulesets lists them (today: battalla,
            battlegates, channeling, dale, grove). New rulesets may appear.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListChallengesResponse200 | Problem
    """

    return sync_detailed(
        client=client,
        ruleset=ruleset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    ruleset: str | Unset = UNSET,
) -> Response[ListChallengesResponse200 | Problem]:
    """The caller's pending challenges (incoming, outgoing) and the open seeks it may accept.

    Args:
        ruleset (str | Unset): a ruleset id; GET /v1/rulesets lists them (today: battalla,
            battlegates, channeling, dale, grove). New rulesets may appear.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListChallengesResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    ruleset: str | Unset = UNSET,
) -> ListChallengesResponse200 | Problem | None:
    """The caller's pending challenges (incoming, outgoing) and the open seeks it may accept.

    Args:
        ruleset (str | Unset): a ruleset id; GET /v1/rulesets lists them (today: battalla,
            battlegates, channeling, dale, grove). New rulesets may appear.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListChallengesResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            ruleset=ruleset,
        )
    ).parsed
