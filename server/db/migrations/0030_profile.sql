-- Profile: the breed a user picked in the navbar breed menu for breed chat (PATCH /choose-breed).
-- Kept apart from users.pet_breed_id: choosing whom to chat with must not change one's own pet.
-- Email changes use verification_codes (purpose 'change_email', 0010_accounts.sql).
CREATE TABLE chat_breed_choices (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  breed_id integer NOT NULL REFERENCES breeds(id) ON DELETE CASCADE,
  chosen_at timestamptz NOT NULL
);
