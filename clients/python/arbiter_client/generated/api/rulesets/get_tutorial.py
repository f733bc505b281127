from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_tutorial_response_200 import GetTutorialResponse200
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    ruleset_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets/{ruleset_id}/tutorial".format(
            ruleset_id=quote(str(ruleset_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GetTutorialResponse200 | Problem:
    if response.status_code == 200:
        response_200 = GetTutorialResponse200.from_dict(response.json())

        return response_200

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
) -> Response[GetTutorialResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[GetTutorialResponse200 | Problem]:
    """A game's tutorial: title, introduction and its steps (guided positions).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTutorialResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> GetTutorialResponse200 | Problem | None:
    """A game's tutorial: title, introduction and its steps (guided positions).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTutorialResponse200 | Problem
    """

    return sync_detailed(
        ruleset_id=ruleset_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    ruleset_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[GetTutorialResponse200 | Problem]:
    """A game's tutorial: title, introduction and its steps (guided positions).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTutorialResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> GetTutorialResponse200 | Problem | None:
    """A game's tutorial: title, introduction and its steps (guided positions).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTutorialResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            ruleset_id=ruleset_id,
            client=client,
        )
    ).parsed
