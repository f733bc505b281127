"""People: accounts and what they hold. Accounts with their sessions, API tokens, recovery codes and
mail links; passkeys (WebAuthn); the one rule of names a person chooses; seats that belong to
accounts; blocks and an account's standing (safety); messages kept as a key and parameters, read in
an account's language.

May import: storage, table (and domain/).
"""
