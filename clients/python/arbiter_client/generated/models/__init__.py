"""Contains all the data models used in inputs/outputs"""

from .accept_challenge_response_201 import AcceptChallengeResponse201
from .account import Account
from .account_event import AccountEvent
from .account_event_leave import AccountEventLeave
from .account_leave import AccountLeave
from .account_patch import AccountPatch
from .account_patch_language_type_1 import AccountPatchLanguageType1
from .account_patch_language_type_2_type_1 import AccountPatchLanguageType2Type1
from .account_patch_language_type_3_type_1 import AccountPatchLanguageType3Type1
from .account_prefs import AccountPrefs
from .account_signed_in_with import AccountSignedInWith
from .add_passkey_response_201 import AddPasskeyResponse201
from .add_passkey_response_201_passkeys_item import AddPasskeyResponse201PasskeysItem
from .add_push_subscription_response_201 import AddPushSubscriptionResponse201
from .ai import AI
from .ai_level import AILevel
from .analysis import Analysis
from .analysis_decisions_item import AnalysisDecisionsItem
from .analysis_decisions_item_best import AnalysisDecisionsItemBest
from .analysis_decisions_item_move import AnalysisDecisionsItemMove
from .analysis_decisions_item_words import AnalysisDecisionsItemWords
from .analysis_level import AnalysisLevel
from .analysis_running import AnalysisRunning
from .analysis_running_level import AnalysisRunningLevel
from .answer_request import AnswerRequest
from .api_token import ApiToken
from .api_token_scopes_item import ApiTokenScopesItem
from .attach_seat import AttachSeat
from .attach_seat_response_201 import AttachSeatResponse201
from .audit import Audit
from .audit_checks import AuditChecks
from .battalla_create_game import BattallaCreateGame
from .battalla_game import BattallaGame
from .battalla_game_options import BattallaGameOptions
from .battalla_game_pending_type_0 import BattallaGamePendingType0
from .battalla_game_pending_type_0_kind import BattallaGamePendingType0Kind
from .battalla_game_status import BattallaGameStatus
from .battalla_legal_moves import BattallaLegalMoves
from .battalla_move_activate import BattallaMoveActivate
from .battalla_move_activate_hero import BattallaMoveActivateHero
from .battalla_move_attack import BattallaMoveAttack
from .battalla_move_choose_order import BattallaMoveChooseOrder
from .battalla_move_decline import BattallaMoveDecline
from .battalla_move_direct_attack import BattallaMoveDirectAttack
from .battalla_move_move import BattallaMoveMove
from .battalla_move_mulligan import BattallaMoveMulligan
from .battalla_move_pass_turn import BattallaMovePassTurn
from .battalla_move_play import BattallaMovePlay
from .battalla_move_react import BattallaMoveReact
from .battalla_move_reveal_hero import BattallaMoveRevealHero
from .battalla_move_summon_hero import BattallaMoveSummonHero
from .battalla_options import BattallaOptions
from .battalla_view import BattallaView
from .battalla_view_board_item_type_0 import BattallaViewBoardItemType0
from .battalla_view_board_item_type_0_items_item import (
    BattallaViewBoardItemType0ItemsItem,
)
from .battalla_view_chain_item import BattallaViewChainItem
from .battalla_view_combat_type_0 import BattallaViewCombatType0
from .battalla_view_combat_type_0_step import BattallaViewCombatType0Step
from .battalla_view_decklists_item_type_0 import BattallaViewDecklistsItemType0
from .battalla_view_end_type_0 import BattallaViewEndType0
from .battalla_view_phase import BattallaViewPhase
from .battlegates_create_game import BattlegatesCreateGame
from .battlegates_game import BattlegatesGame
from .battlegates_game_options import BattlegatesGameOptions
from .battlegates_game_pending_type_0 import BattlegatesGamePendingType0
from .battlegates_game_pending_type_0_kind import BattlegatesGamePendingType0Kind
from .battlegates_game_status import BattlegatesGameStatus
from .battlegates_legal_moves import BattlegatesLegalMoves
from .battlegates_move_climb_gate import BattlegatesMoveClimbGate
from .battlegates_move_climb_gate_dir import BattlegatesMoveClimbGateDir
from .battlegates_move_discard import BattlegatesMoveDiscard
from .battlegates_move_discard_card import BattlegatesMoveDiscardCard
from .battlegates_move_move_gate import BattlegatesMoveMoveGate
from .battlegates_move_move_wall import BattlegatesMoveMoveWall
from .battlegates_move_place_gate import BattlegatesMovePlaceGate
from .battlegates_move_place_gate_dir import BattlegatesMovePlaceGateDir
from .battlegates_move_place_wall import BattlegatesMovePlaceWall
from .battlegates_move_place_wall_dir import BattlegatesMovePlaceWallDir
from .battlegates_move_rotate_gate import BattlegatesMoveRotateGate
from .battlegates_move_rotate_gate_card import BattlegatesMoveRotateGateCard
from .battlegates_move_scale_wall import BattlegatesMoveScaleWall
from .battlegates_move_scale_wall_dir import BattlegatesMoveScaleWallDir
from .battlegates_move_setup_character import BattlegatesMoveSetupCharacter
from .battlegates_move_setup_character_kind import BattlegatesMoveSetupCharacterKind
from .battlegates_move_setup_gate import BattlegatesMoveSetupGate
from .battlegates_move_setup_gate_dir import BattlegatesMoveSetupGateDir
from .battlegates_move_setup_gate_kind import BattlegatesMoveSetupGateKind
from .battlegates_move_setup_wall import BattlegatesMoveSetupWall
from .battlegates_move_setup_wall_dir import BattlegatesMoveSetupWallDir
from .battlegates_move_shoot import BattlegatesMoveShoot
from .battlegates_move_shoot_dir import BattlegatesMoveShootDir
from .battlegates_move_step import BattlegatesMoveStep
from .battlegates_move_step_dir import BattlegatesMoveStepDir
from .battlegates_options import BattlegatesOptions
from .battlegates_options_setup import BattlegatesOptionsSetup
from .battlegates_view import BattlegatesView
from .battlegates_view_chars_item_item_type_1 import BattlegatesViewCharsItemItemType1
from .battlegates_view_discard_item import BattlegatesViewDiscardItem
from .battlegates_view_hands_item_type_0_item import BattlegatesViewHandsItemType0Item
from .battlegates_view_phase import BattlegatesViewPhase
from .battlegates_view_setup import BattlegatesViewSetup
from .battlegates_view_visited import BattlegatesViewVisited
from .block_account_response_201 import BlockAccountResponse201
from .block_account_response_201_blocks_item import BlockAccountResponse201BlocksItem
from .block_request import BlockRequest
from .ceremony_options import CeremonyOptions
from .ceremony_options_public_key import CeremonyOptionsPublicKey
from .challenge import Challenge
from .challenge_challenger import ChallengeChallenger
from .challenge_options import ChallengeOptions
from .challenge_request import ChallengeRequest
from .challenge_request_options import ChallengeRequestOptions
from .challenge_request_seat import ChallengeRequestSeat
from .challenge_seat import ChallengeSeat
from .challenge_status import ChallengeStatus
from .challenge_to_type_0 import ChallengeToType0
from .channel_prefs import ChannelPrefs
from .channeling_create_game import ChannelingCreateGame
from .channeling_game import ChannelingGame
from .channeling_game_options import ChannelingGameOptions
from .channeling_game_pending_type_0 import ChannelingGamePendingType0
from .channeling_game_pending_type_0_kind import ChannelingGamePendingType0Kind
from .channeling_game_status import ChannelingGameStatus
from .channeling_legal_moves import ChannelingLegalMoves
from .channeling_move_channel import ChannelingMoveChannel
from .channeling_move_move_druid import ChannelingMoveMoveDruid
from .channeling_move_play_glyph import ChannelingMovePlayGlyph
from .channeling_move_play_glyph_glyph import ChannelingMovePlayGlyphGlyph
from .channeling_move_refill import ChannelingMoveRefill
from .channeling_options import ChannelingOptions
from .channeling_view import ChannelingView
from .channeling_view_cards_item_type_0 import ChannelingViewCardsItemType0
from .channeling_view_colours import ChannelingViewColours
from .channeling_view_colours_additional_property import (
    ChannelingViewColoursAdditionalProperty,
)
from .channeling_view_glyph_type_0 import ChannelingViewGlyphType0
from .channeling_view_hand_item_item import ChannelingViewHandItemItem
from .channeling_view_phase import ChannelingViewPhase
from .chat_message import ChatMessage
from .chat_message_request import ChatMessageRequest
from .chat_settings import ChatSettings
from .claim import Claim
from .clock import Clock
from .clock_on_timeout import ClockOnTimeout
from .create_stream_ticket_response_201 import CreateStreamTicketResponse201
from .create_tournament import CreateTournament
from .create_tournament_format import CreateTournamentFormat
from .create_tournament_options import CreateTournamentOptions
from .dale_create_game import DaleCreateGame
from .dale_game import DaleGame
from .dale_game_options import DaleGameOptions
from .dale_game_pending_type_0 import DaleGamePendingType0
from .dale_game_pending_type_0_kind import DaleGamePendingType0Kind
from .dale_game_status import DaleGameStatus
from .dale_legal_moves import DaleLegalMoves
from .dale_move_advance import DaleMoveAdvance
from .dale_move_answer_exchange import DaleMoveAnswerExchange
from .dale_move_concede import DaleMoveConcede
from .dale_move_end_turn import DaleMoveEndTurn
from .dale_move_move import DaleMoveMove
from .dale_move_no_advance import DaleMoveNoAdvance
from .dale_move_offer_exchange import DaleMoveOfferExchange
from .dale_move_offer_exchange_give import DaleMoveOfferExchangeGive
from .dale_move_offer_exchange_take import DaleMoveOfferExchangeTake
from .dale_move_pass import DaleMovePass
from .dale_move_place import DaleMovePlace
from .dale_move_place_unit import DaleMovePlaceUnit
from .dale_move_rally import DaleMoveRally
from .dale_move_rally_unit import DaleMoveRallyUnit
from .dale_move_retreat import DaleMoveRetreat
from .dale_move_withdraw import DaleMoveWithdraw
from .dale_options import DaleOptions
from .dale_options_armies_item import DaleOptionsArmiesItem
from .dale_view import DaleView
from .dale_view_advances_item import DaleViewAdvancesItem
from .dale_view_armies_item import DaleViewArmiesItem
from .dale_view_batch_type_0 import DaleViewBatchType0
from .dale_view_offer_type_0 import DaleViewOfferType0
from .dale_view_phase import DaleViewPhase
from .dale_view_reserve_item import DaleViewReserveItem
from .dale_view_rules import DaleViewRules
from .dale_view_rules_joint_defeat import DaleViewRulesJointDefeat
from .declare_leave_response_201 import DeclareLeaveResponse201
from .declared_leave import DeclaredLeave
from .delete_account import DeleteAccount
from .delete_account_response_200 import DeleteAccountResponse200
from .delivery_log import DeliveryLog
from .delivery_log_attempts_item import DeliveryLogAttemptsItem
from .delivery_log_deliveries_item import DeliveryLogDeliveriesItem
from .delivery_log_deliveries_item_status import DeliveryLogDeliveriesItemStatus
from .device_code_request import DeviceCodeRequest
from .email_request import EmailRequest
from .entry_window import EntryWindow
from .event import Event
from .event_cmd_type_0 import EventCmdType0
from .event_cmd_type_0_kind import EventCmdType0Kind
from .event_cmd_type_0_move_type_0 import EventCmdType0MoveType0
from .event_data import EventData
from .event_digests import EventDigests
from .event_page import EventPage
from .event_private import EventPrivate
from .event_private_additional_property import EventPrivateAdditionalProperty
from .export_account_response_200 import ExportAccountResponse200
from .export_account_response_200_games_item import ExportAccountResponse200GamesItem
from .export_account_response_200_passkeys_item import (
    ExportAccountResponse200PasskeysItem,
)
from .export_account_response_200_push_subscriptions_item import (
    ExportAccountResponse200PushSubscriptionsItem,
)
from .export_account_response_200_sessions_item import (
    ExportAccountResponse200SessionsItem,
)
from .export_account_response_200_tokens_item import ExportAccountResponse200TokensItem
from .export_games_response_200 import ExportGamesResponse200
from .game_export import GameExport
from .game_export_names_item import GameExportNamesItem
from .game_log import GameLog
from .game_log_consistency import GameLogConsistency
from .game_log_leaves_item import GameLogLeavesItem
from .game_page import GamePage
from .game_summary import GameSummary
from .game_summary_status import GameSummaryStatus
from .get_analysis_level import GetAnalysisLevel
from .get_board_svg_panel import GetBoardSvgPanel
from .get_catalogue_response_200 import GetCatalogueResponse200
from .get_catalogue_response_200_dir import GetCatalogueResponse200Dir
from .get_catalogue_response_200_languages_item import (
    GetCatalogueResponse200LanguagesItem,
)
from .get_catalogue_response_200_messages import GetCatalogueResponse200Messages
from .get_consistency_proof_response_200 import GetConsistencyProofResponse200
from .get_inclusion_proof_response_200 import GetInclusionProofResponse200
from .get_leave_response_200 import GetLeaveResponse200
from .get_log_leaves_response_200 import GetLogLeavesResponse200
from .get_log_leaves_response_200_leaves_item import GetLogLeavesResponse200LeavesItem
from .get_log_response_200 import GetLogResponse200
from .get_notification_settings_response_200 import GetNotificationSettingsResponse200
from .get_report_response_200 import GetReportResponse200
from .get_report_response_200_evidence import GetReportResponse200Evidence
from .get_report_response_200_standing_type_0 import GetReportResponse200StandingType0
from .get_standing_response_200 import GetStandingResponse200
from .get_tutorial_response_200 import GetTutorialResponse200
from .get_tutorial_step_response_200 import GetTutorialStepResponse200
from .grove_create_game import GroveCreateGame
from .grove_game import GroveGame
from .grove_game_options import GroveGameOptions
from .grove_game_pending_type_0 import GroveGamePendingType0
from .grove_game_pending_type_0_kind import GroveGamePendingType0Kind
from .grove_game_status import GroveGameStatus
from .grove_legal_moves import GroveLegalMoves
from .grove_move_banish import GroveMoveBanish
from .grove_move_banish_place import GroveMoveBanishPlace
from .grove_move_channel import GroveMoveChannel
from .grove_move_channel_place import GroveMoveChannelPlace
from .grove_move_end_turn import GroveMoveEndTurn
from .grove_move_move import GroveMoveMove
from .grove_move_move_from import GroveMoveMoveFrom
from .grove_move_move_to import GroveMoveMoveTo
from .grove_move_stand import GroveMoveStand
from .grove_move_stand_place import GroveMoveStandPlace
from .grove_move_stun import GroveMoveStun
from .grove_move_stun_place import GroveMoveStunPlace
from .grove_options import GroveOptions
from .grove_view import GroveView
from .grove_view_colors import GroveViewColors
from .grove_view_colors_additional_property import GroveViewColorsAdditionalProperty
from .grove_view_control import GroveViewControl
from .grove_view_cubes import GroveViewCubes
from .grove_view_draw_type_0 import GroveViewDrawType0
from .grove_view_meeples import GroveViewMeeples
from .grove_view_meeples_circle_1 import GroveViewMeeplesCircle1
from .grove_view_meeples_circle_2 import GroveViewMeeplesCircle2
from .grove_view_meeples_circle_3 import GroveViewMeeplesCircle3
from .grove_view_meeples_grove import GroveViewMeeplesGrove
from .healthz_response_200 import HealthzResponse200
from .join_tournament import JoinTournament
from .json_schema import JSONSchema
from .leaderboard_kind import LeaderboardKind
from .leaderboard_response_200 import LeaderboardResponse200
from .leave_period import LeavePeriod
from .leave_request import LeaveRequest
from .link_request import LinkRequest
from .list_blocks_response_200 import ListBlocksResponse200
from .list_blocks_response_200_blocks_item import ListBlocksResponse200BlocksItem
from .list_challenges_response_200 import ListChallengesResponse200
from .list_games_status import ListGamesStatus
from .list_invites_response_200 import ListInvitesResponse200
from .list_invites_response_200_invites_item import ListInvitesResponse200InvitesItem
from .list_invites_response_200_invites_item_state import (
    ListInvitesResponse200InvitesItemState,
)
from .list_my_reports_response_200 import ListMyReportsResponse200
from .list_passkeys_response_200 import ListPasskeysResponse200
from .list_passkeys_response_200_passkeys_item import (
    ListPasskeysResponse200PasskeysItem,
)
from .list_rulesets_response_200 import ListRulesetsResponse200
from .list_sessions_response_200 import ListSessionsResponse200
from .list_sessions_response_200_sessions_item import (
    ListSessionsResponse200SessionsItem,
)
from .list_subscriptions_response_200 import ListSubscriptionsResponse200
from .list_subscriptions_response_200_subscriptions_item import (
    ListSubscriptionsResponse200SubscriptionsItem,
)
from .list_tokens_response_200 import ListTokensResponse200
from .list_tournament_webhooks_response_200 import ListTournamentWebhooksResponse200
from .list_tournament_webhooks_response_200_webhooks_item import (
    ListTournamentWebhooksResponse200WebhooksItem,
)
from .list_tournaments_response_200 import ListTournamentsResponse200
from .list_tournaments_response_200_tournaments_item import (
    ListTournamentsResponse200TournamentsItem,
)
from .list_tournaments_status import ListTournamentsStatus
from .list_webhooks_response_200 import ListWebhooksResponse200
from .log_leaf import LogLeaf
from .log_leaf_kind import LogLeafKind
from .moderation_log_response_200 import ModerationLogResponse200
from .moderator_action import ModeratorAction
from .moderator_action_account_type_0 import ModeratorActionAccountType0
from .moderator_action_moderator import ModeratorActionModerator
from .moderator_action_request import ModeratorActionRequest
from .moderator_action_request_action import ModeratorActionRequestAction
from .move import Move
from .move_request import MoveRequest
from .move_result import MoveResult
from .mute_request import MuteRequest
from .mute_seat_response_200 import MuteSeatResponse200
from .my_exports_response_200 import MyExportsResponse200
from .my_game import MyGame
from .my_game_counts import MyGameCounts
from .my_game_links import MyGameLinks
from .my_games_response_200 import MyGamesResponse200
from .new_device_link_response_201 import NewDeviceLinkResponse201
from .new_recovery_codes_response_201 import NewRecoveryCodesResponse201
from .notification_prefs import NotificationPrefs
from .notification_prefs_email_digest import NotificationPrefsEmailDigest
from .openapi_response_200 import OpenapiResponse200
from .other_ruleset_create_game import OtherRulesetCreateGame
from .other_ruleset_create_game_options import OtherRulesetCreateGameOptions
from .other_ruleset_game import OtherRulesetGame
from .other_ruleset_game_options import OtherRulesetGameOptions
from .other_ruleset_game_pending_type_0 import OtherRulesetGamePendingType0
from .other_ruleset_game_pending_type_0_kind import OtherRulesetGamePendingType0Kind
from .other_ruleset_game_status import OtherRulesetGameStatus
from .other_ruleset_game_view import OtherRulesetGameView
from .other_ruleset_legal_moves import OtherRulesetLegalMoves
from .outcome import Outcome
from .outcome_places import OutcomePlaces
from .outcome_scores_type_0 import OutcomeScoresType0
from .passkey_ceremony import PasskeyCeremony
from .passkey_ceremony_credential import PasskeyCeremonyCredential
from .player_rating_response_200 import PlayerRatingResponse200
from .player_rating_response_200_history_item import PlayerRatingResponse200HistoryItem
from .player_rating_response_200_kind import PlayerRatingResponse200Kind
from .players import Players
from .problem import Problem
from .problem_errors import ProblemErrors
from .push_keys import PushKeys
from .push_subscription_request import PushSubscriptionRequest
from .put_notification_settings_response_200 import PutNotificationSettingsResponse200
from .quiet_hours import QuietHours
from .rating import Rating
from .rating_kind import RatingKind
from .read_chat_response_200 import ReadChatResponse200
from .ready_checks import ReadyChecks
from .readyz_response_200 import ReadyzResponse200
from .readyz_response_503 import ReadyzResponse503
from .recover_request import RecoverRequest
from .redeliver_webhook_response_202 import RedeliverWebhookResponse202
from .register_tournament_webhook_response_201 import (
    RegisterTournamentWebhookResponse201,
)
from .reissue_invite_response_201 import ReissueInviteResponse201
from .rematch import Rematch
from .rematch_status import RematchStatus
from .replay import Replay
from .replay_state_type_0 import ReplayStateType0
from .replay_view import ReplayView
from .report import Report
from .report_about import ReportAbout
from .report_account_type_0 import ReportAccountType0
from .report_queue_response_200 import ReportQueueResponse200
from .report_queue_status import ReportQueueStatus
from .report_reason import ReportReason
from .report_reporter import ReportReporter
from .report_request import ReportRequest
from .report_request_about import ReportRequestAbout
from .report_request_reason import ReportRequestReason
from .report_status import ReportStatus
from .request_mail_link_response_202 import RequestMailLinkResponse202
from .reserve import Reserve
from .ruleset import Ruleset
from .ruleset_move_types import RulesetMoveTypes
from .ruleset_summary import RulesetSummary
from .ruleset_versions_item import RulesetVersionsItem
from .seat import Seat
from .seat_clock import SeatClock
from .seat_request import SeatRequest
from .sign_in_methods_response_200 import SignInMethodsResponse200
from .signed_in import SignedIn
from .signup_options_request import SignupOptionsRequest
from .standings_row import StandingsRow
from .start import Start
from .start_position import StartPosition
from .table_actions import TableActions
from .table_actions_abort import TableActionsAbort
from .table_actions_answer_type_0 import TableActionsAnswerType0
from .table_actions_draw_offer import TableActionsDrawOffer
from .table_actions_rematch import TableActionsRematch
from .table_actions_takeback import TableActionsTakeback
from .table_actions_undo import TableActionsUndo
from .token_request import TokenRequest
from .token_request_scopes_item import TokenRequestScopesItem
from .tournament import Tournament
from .tournament_entrant import TournamentEntrant
from .tournament_entrant_kind import TournamentEntrantKind
from .tournament_entrant_status import TournamentEntrantStatus
from .tournament_entry import TournamentEntry
from .tournament_export import TournamentExport
from .tournament_export_audit import TournamentExportAudit
from .tournament_export_events_item import TournamentExportEventsItem
from .tournament_format import TournamentFormat
from .tournament_links import TournamentLinks
from .tournament_options import TournamentOptions
from .tournament_round import TournamentRound
from .tournament_round_byes_item import TournamentRoundByesItem
from .tournament_round_rests_item import TournamentRoundRestsItem
from .tournament_round_tables_item import TournamentRoundTablesItem
from .tournament_standings_response_200 import TournamentStandingsResponse200
from .tournament_status import TournamentStatus
from .tournament_webhook_request import TournamentWebhookRequest
from .tournament_webhook_request_events_type_0_item import (
    TournamentWebhookRequestEventsType0Item,
)
from .try_tutorial_move_response_200 import TryTutorialMoveResponse200
from .vapid_key_response_200 import VapidKeyResponse200
from .waiting_game import WaitingGame
from .waiting_game_options import WaitingGameOptions
from .waiting_game_pending_type_0 import WaitingGamePendingType0
from .waiting_game_pending_type_0_kind import WaitingGamePendingType0Kind
from .waiting_game_view import WaitingGameView
from .webhook import Webhook
from .webhook_event_type import WebhookEventType
from .webhook_payload import WebhookPayload
from .webhook_payload_data import WebhookPayloadData
from .webhook_payload_data_kind import WebhookPayloadDataKind
from .webhook_request import WebhookRequest
from .webhook_request_events_type_0_item import WebhookRequestEventsType0Item
from .webhook_request_scope import WebhookRequestScope
from .webhook_scope import WebhookScope
from .why_not import WhyNot
from .why_not_moves_item import WhyNotMovesItem
from .why_not_reasons_item import WhyNotReasonsItem

__all__ = (
    "AI",
    "AILevel",
    "AcceptChallengeResponse201",
    "Account",
    "AccountEvent",
    "AccountEventLeave",
    "AccountLeave",
    "AccountPatch",
    "AccountPatchLanguageType1",
    "AccountPatchLanguageType2Type1",
    "AccountPatchLanguageType3Type1",
    "AccountPrefs",
    "AccountSignedInWith",
    "AddPasskeyResponse201",
    "AddPasskeyResponse201PasskeysItem",
    "AddPushSubscriptionResponse201",
    "Analysis",
    "AnalysisDecisionsItem",
    "AnalysisDecisionsItemBest",
    "AnalysisDecisionsItemMove",
    "AnalysisDecisionsItemWords",
    "AnalysisLevel",
    "AnalysisRunning",
    "AnalysisRunningLevel",
    "AnswerRequest",
    "ApiToken",
    "ApiTokenScopesItem",
    "AttachSeat",
    "AttachSeatResponse201",
    "Audit",
    "AuditChecks",
    "BattallaCreateGame",
    "BattallaGame",
    "BattallaGameOptions",
    "BattallaGamePendingType0",
    "BattallaGamePendingType0Kind",
    "BattallaGameStatus",
    "BattallaLegalMoves",
    "BattallaMoveActivate",
    "BattallaMoveActivateHero",
    "BattallaMoveAttack",
    "BattallaMoveChooseOrder",
    "BattallaMoveDecline",
    "BattallaMoveDirectAttack",
    "BattallaMoveMove",
    "BattallaMoveMulligan",
    "BattallaMovePassTurn",
    "BattallaMovePlay",
    "BattallaMoveReact",
    "BattallaMoveRevealHero",
    "BattallaMoveSummonHero",
    "BattallaOptions",
    "BattallaView",
    "BattallaViewBoardItemType0",
    "BattallaViewBoardItemType0ItemsItem",
    "BattallaViewChainItem",
    "BattallaViewCombatType0",
    "BattallaViewCombatType0Step",
    "BattallaViewDecklistsItemType0",
    "BattallaViewEndType0",
    "BattallaViewPhase",
    "BattlegatesCreateGame",
    "BattlegatesGame",
    "BattlegatesGameOptions",
    "BattlegatesGamePendingType0",
    "BattlegatesGamePendingType0Kind",
    "BattlegatesGameStatus",
    "BattlegatesLegalMoves",
    "BattlegatesMoveClimbGate",
    "BattlegatesMoveClimbGateDir",
    "BattlegatesMoveDiscard",
    "BattlegatesMoveDiscardCard",
    "BattlegatesMoveMoveGate",
    "BattlegatesMoveMoveWall",
    "BattlegatesMovePlaceGate",
    "BattlegatesMovePlaceGateDir",
    "BattlegatesMovePlaceWall",
    "BattlegatesMovePlaceWallDir",
    "BattlegatesMoveRotateGate",
    "BattlegatesMoveRotateGateCard",
    "BattlegatesMoveScaleWall",
    "BattlegatesMoveScaleWallDir",
    "BattlegatesMoveSetupCharacter",
    "BattlegatesMoveSetupCharacterKind",
    "BattlegatesMoveSetupGate",
    "BattlegatesMoveSetupGateDir",
    "BattlegatesMoveSetupGateKind",
    "BattlegatesMoveSetupWall",
    "BattlegatesMoveSetupWallDir",
    "BattlegatesMoveShoot",
    "BattlegatesMoveShootDir",
    "BattlegatesMoveStep",
    "BattlegatesMoveStepDir",
    "BattlegatesOptions",
    "BattlegatesOptionsSetup",
    "BattlegatesView",
    "BattlegatesViewCharsItemItemType1",
    "BattlegatesViewDiscardItem",
    "BattlegatesViewHandsItemType0Item",
    "BattlegatesViewPhase",
    "BattlegatesViewSetup",
    "BattlegatesViewVisited",
    "BlockAccountResponse201",
    "BlockAccountResponse201BlocksItem",
    "BlockRequest",
    "CeremonyOptions",
    "CeremonyOptionsPublicKey",
    "Challenge",
    "ChallengeChallenger",
    "ChallengeOptions",
    "ChallengeRequest",
    "ChallengeRequestOptions",
    "ChallengeRequestSeat",
    "ChallengeSeat",
    "ChallengeStatus",
    "ChallengeToType0",
    "ChannelPrefs",
    "ChannelingCreateGame",
    "ChannelingGame",
    "ChannelingGameOptions",
    "ChannelingGamePendingType0",
    "ChannelingGamePendingType0Kind",
    "ChannelingGameStatus",
    "ChannelingLegalMoves",
    "ChannelingMoveChannel",
    "ChannelingMoveMoveDruid",
    "ChannelingMovePlayGlyph",
    "ChannelingMovePlayGlyphGlyph",
    "ChannelingMoveRefill",
    "ChannelingOptions",
    "ChannelingView",
    "ChannelingViewCardsItemType0",
    "ChannelingViewColours",
    "ChannelingViewColoursAdditionalProperty",
    "ChannelingViewGlyphType0",
    "ChannelingViewHandItemItem",
    "ChannelingViewPhase",
    "ChatMessage",
    "ChatMessageRequest",
    "ChatSettings",
    "Claim",
    "Clock",
    "ClockOnTimeout",
    "CreateStreamTicketResponse201",
    "CreateTournament",
    "CreateTournamentFormat",
    "CreateTournamentOptions",
    "DaleCreateGame",
    "DaleGame",
    "DaleGameOptions",
    "DaleGamePendingType0",
    "DaleGamePendingType0Kind",
    "DaleGameStatus",
    "DaleLegalMoves",
    "DaleMoveAdvance",
    "DaleMoveAnswerExchange",
    "DaleMoveConcede",
    "DaleMoveEndTurn",
    "DaleMoveMove",
    "DaleMoveNoAdvance",
    "DaleMoveOfferExchange",
    "DaleMoveOfferExchangeGive",
    "DaleMoveOfferExchangeTake",
    "DaleMovePass",
    "DaleMovePlace",
    "DaleMovePlaceUnit",
    "DaleMoveRally",
    "DaleMoveRallyUnit",
    "DaleMoveRetreat",
    "DaleMoveWithdraw",
    "DaleOptions",
    "DaleOptionsArmiesItem",
    "DaleView",
    "DaleViewAdvancesItem",
    "DaleViewArmiesItem",
    "DaleViewBatchType0",
    "DaleViewOfferType0",
    "DaleViewPhase",
    "DaleViewReserveItem",
    "DaleViewRules",
    "DaleViewRulesJointDefeat",
    "DeclareLeaveResponse201",
    "DeclaredLeave",
    "DeleteAccount",
    "DeleteAccountResponse200",
    "DeliveryLog",
    "DeliveryLogAttemptsItem",
    "DeliveryLogDeliveriesItem",
    "DeliveryLogDeliveriesItemStatus",
    "DeviceCodeRequest",
    "EmailRequest",
    "EntryWindow",
    "Event",
    "EventCmdType0",
    "EventCmdType0Kind",
    "EventCmdType0MoveType0",
    "EventData",
    "EventDigests",
    "EventPage",
    "EventPrivate",
    "EventPrivateAdditionalProperty",
    "ExportAccountResponse200",
    "ExportAccountResponse200GamesItem",
    "ExportAccountResponse200PasskeysItem",
    "ExportAccountResponse200PushSubscriptionsItem",
    "ExportAccountResponse200SessionsItem",
    "ExportAccountResponse200TokensItem",
    "ExportGamesResponse200",
    "GameExport",
    "GameExportNamesItem",
    "GameLog",
    "GameLogConsistency",
    "GameLogLeavesItem",
    "GamePage",
    "GameSummary",
    "GameSummaryStatus",
    "GetAnalysisLevel",
    "GetBoardSvgPanel",
    "GetCatalogueResponse200",
    "GetCatalogueResponse200Dir",
    "GetCatalogueResponse200LanguagesItem",
    "GetCatalogueResponse200Messages",
    "GetConsistencyProofResponse200",
    "GetInclusionProofResponse200",
    "GetLeaveResponse200",
    "GetLogLeavesResponse200",
    "GetLogLeavesResponse200LeavesItem",
    "GetLogResponse200",
    "GetNotificationSettingsResponse200",
    "GetReportResponse200",
    "GetReportResponse200Evidence",
    "GetReportResponse200StandingType0",
    "GetStandingResponse200",
    "GetTutorialResponse200",
    "GetTutorialStepResponse200",
    "GroveCreateGame",
    "GroveGame",
    "GroveGameOptions",
    "GroveGamePendingType0",
    "GroveGamePendingType0Kind",
    "GroveGameStatus",
    "GroveLegalMoves",
    "GroveMoveBanish",
    "GroveMoveBanishPlace",
    "GroveMoveChannel",
    "GroveMoveChannelPlace",
    "GroveMoveEndTurn",
    "GroveMoveMove",
    "GroveMoveMoveFrom",
    "GroveMoveMoveTo",
    "GroveMoveStand",
    "GroveMoveStandPlace",
    "GroveMoveStun",
    "GroveMoveStunPlace",
    "GroveOptions",
    "GroveView",
    "GroveViewColors",
    "GroveViewColorsAdditionalProperty",
    "GroveViewControl",
    "GroveViewCubes",
    "GroveViewDrawType0",
    "GroveViewMeeples",
    "GroveViewMeeplesCircle1",
    "GroveViewMeeplesCircle2",
    "GroveViewMeeplesCircle3",
    "GroveViewMeeplesGrove",
    "HealthzResponse200",
    "JSONSchema",
    "JoinTournament",
    "LeaderboardKind",
    "LeaderboardResponse200",
    "LeavePeriod",
    "LeaveRequest",
    "LinkRequest",
    "ListBlocksResponse200",
    "ListBlocksResponse200BlocksItem",
    "ListChallengesResponse200",
    "ListGamesStatus",
    "ListInvitesResponse200",
    "ListInvitesResponse200InvitesItem",
    "ListInvitesResponse200InvitesItemState",
    "ListMyReportsResponse200",
    "ListPasskeysResponse200",
    "ListPasskeysResponse200PasskeysItem",
    "ListRulesetsResponse200",
    "ListSessionsResponse200",
    "ListSessionsResponse200SessionsItem",
    "ListSubscriptionsResponse200",
    "ListSubscriptionsResponse200SubscriptionsItem",
    "ListTokensResponse200",
    "ListTournamentWebhooksResponse200",
    "ListTournamentWebhooksResponse200WebhooksItem",
    "ListTournamentsResponse200",
    "ListTournamentsResponse200TournamentsItem",
    "ListTournamentsStatus",
    "ListWebhooksResponse200",
    "LogLeaf",
    "LogLeafKind",
    "ModerationLogResponse200",
    "ModeratorAction",
    "ModeratorActionAccountType0",
    "ModeratorActionModerator",
    "ModeratorActionRequest",
    "ModeratorActionRequestAction",
    "Move",
    "MoveRequest",
    "MoveResult",
    "MuteRequest",
    "MuteSeatResponse200",
    "MyExportsResponse200",
    "MyGame",
    "MyGameCounts",
    "MyGameLinks",
    "MyGamesResponse200",
    "NewDeviceLinkResponse201",
    "NewRecoveryCodesResponse201",
    "NotificationPrefs",
    "NotificationPrefsEmailDigest",
    "OpenapiResponse200",
    "OtherRulesetCreateGame",
    "OtherRulesetCreateGameOptions",
    "OtherRulesetGame",
    "OtherRulesetGameOptions",
    "OtherRulesetGamePendingType0",
    "OtherRulesetGamePendingType0Kind",
    "OtherRulesetGameStatus",
    "OtherRulesetGameView",
    "OtherRulesetLegalMoves",
    "Outcome",
    "OutcomePlaces",
    "OutcomeScoresType0",
    "PasskeyCeremony",
    "PasskeyCeremonyCredential",
    "PlayerRatingResponse200",
    "PlayerRatingResponse200HistoryItem",
    "PlayerRatingResponse200Kind",
    "Players",
    "Problem",
    "ProblemErrors",
    "PushKeys",
    "PushSubscriptionRequest",
    "PutNotificationSettingsResponse200",
    "QuietHours",
    "Rating",
    "RatingKind",
    "ReadChatResponse200",
    "ReadyChecks",
    "ReadyzResponse200",
    "ReadyzResponse503",
    "RecoverRequest",
    "RedeliverWebhookResponse202",
    "RegisterTournamentWebhookResponse201",
    "ReissueInviteResponse201",
    "Rematch",
    "RematchStatus",
    "Replay",
    "ReplayStateType0",
    "ReplayView",
    "Report",
    "ReportAbout",
    "ReportAccountType0",
    "ReportQueueResponse200",
    "ReportQueueStatus",
    "ReportReason",
    "ReportReporter",
    "ReportRequest",
    "ReportRequestAbout",
    "ReportRequestReason",
    "ReportStatus",
    "RequestMailLinkResponse202",
    "Reserve",
    "Ruleset",
    "RulesetMoveTypes",
    "RulesetSummary",
    "RulesetVersionsItem",
    "Seat",
    "SeatClock",
    "SeatRequest",
    "SignInMethodsResponse200",
    "SignedIn",
    "SignupOptionsRequest",
    "StandingsRow",
    "Start",
    "StartPosition",
    "TableActions",
    "TableActionsAbort",
    "TableActionsAnswerType0",
    "TableActionsDrawOffer",
    "TableActionsRematch",
    "TableActionsTakeback",
    "TableActionsUndo",
    "TokenRequest",
    "TokenRequestScopesItem",
    "Tournament",
    "TournamentEntrant",
    "TournamentEntrantKind",
    "TournamentEntrantStatus",
    "TournamentEntry",
    "TournamentExport",
    "TournamentExportAudit",
    "TournamentExportEventsItem",
    "TournamentFormat",
    "TournamentLinks",
    "TournamentOptions",
    "TournamentRound",
    "TournamentRoundByesItem",
    "TournamentRoundRestsItem",
    "TournamentRoundTablesItem",
    "TournamentStandingsResponse200",
    "TournamentStatus",
    "TournamentWebhookRequest",
    "TournamentWebhookRequestEventsType0Item",
    "TryTutorialMoveResponse200",
    "VapidKeyResponse200",
    "WaitingGame",
    "WaitingGameOptions",
    "WaitingGamePendingType0",
    "WaitingGamePendingType0Kind",
    "WaitingGameView",
    "Webhook",
    "WebhookEventType",
    "WebhookPayload",
    "WebhookPayloadData",
    "WebhookPayloadDataKind",
    "WebhookRequest",
    "WebhookRequestEventsType0Item",
    "WebhookRequestScope",
    "WebhookScope",
    "WhyNot",
    "WhyNotMovesItem",
    "WhyNotReasonsItem",
)
