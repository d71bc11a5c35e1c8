-- Breed groups (issue 29, "widen to the breed group"): a breed chat with nobody in it may widen
-- to every breed of its group. The groups are the server's, shared by every client through
-- GET /breeds. Every seeded breed is in exactly one group; a breed added later without a group
-- simply cannot be widened.
CREATE TABLE breed_groups (
  key text PRIMARY KEY,
  name text NOT NULL,
  name_ua text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

INSERT INTO breed_groups (key, name, name_ua, sort) VALUES
  ('parrots', 'parrots', 'папуги', 10),
  ('songbirds', 'songbirds', 'співочі птахи', 20),
  ('retrievers', 'retrievers', 'ретривери', 30),
  ('shepherds', 'shepherds', 'вівчарки', 40),
  ('terriers', 'terriers', 'тер''єри', 50),
  ('toy-dogs', 'toy dogs', 'декоративні собаки', 60),
  ('hounds', 'hounds', 'гончаки', 70),
  ('sled-dogs', 'sled dogs', 'їздові собаки', 80),
  ('short-haired-cats', 'short-haired cats', 'короткошерсті коти', 90),
  ('long-haired-cats', 'long-haired cats', 'довгошерсті коти', 100),
  ('small-pets', 'small pets', 'маленькі улюбленці', 110);

ALTER TABLE breeds ADD COLUMN group_key text REFERENCES breed_groups (key) ON DELETE SET NULL;

UPDATE breeds SET group_key = g.key
FROM (VALUES
  ('Budgerigar', 'parrots'),
  ('Cockatiel', 'parrots'),
  ('African grey parrot', 'parrots'),
  ('Macaw', 'parrots'),
  ('Lovebird', 'parrots'),
  ('Cockatoo', 'parrots'),
  ('Amazon parrot', 'parrots'),
  ('Sun conure', 'parrots'),
  ('Eclectus parrot', 'parrots'),
  ('Eastern rosella', 'parrots'),
  ('Monk parakeet', 'parrots'),
  ('Indian ringneck parakeet', 'parrots'),
  ('Canary', 'songbirds'),
  ('Zebra finch', 'songbirds'),
  ('Labrador Retriever', 'retrievers'),
  ('Golden Retriever', 'retrievers'),
  ('German Shepherd', 'shepherds'),
  ('Pembroke Welsh Corgi', 'shepherds'),
  ('Yorkshire Terrier', 'terriers'),
  ('French Bulldog', 'toy-dogs'),
  ('Chihuahua', 'toy-dogs'),
  ('Beagle', 'hounds'),
  ('Dachshund', 'hounds'),
  ('Siberian Husky', 'sled-dogs'),
  ('British Shorthair', 'short-haired-cats'),
  ('Siamese', 'short-haired-cats'),
  ('Sphynx', 'short-haired-cats'),
  ('Scottish Fold', 'short-haired-cats'),
  ('Bengal', 'short-haired-cats'),
  ('Maine Coon', 'long-haired-cats'),
  ('Persian', 'long-haired-cats'),
  ('Ragdoll', 'long-haired-cats'),
  ('Holland Lop rabbit', 'small-pets'),
  ('Syrian hamster', 'small-pets'),
  ('Guinea pig', 'small-pets')
) AS g (breed, key)
WHERE breeds.name = g.breed;
