/**
 * Lua of the Redis match pool. Each script runs atomically inside Redis, so two instances can
 * never interleave a scan-and-pair: that is the pool's atomicity on Redis (the memory pool gets
 * it from Node's single thread). Every script takes the key prefix as ARGV[1] and builds its
 * key names from it (a single Redis or a primary with replicas; Redis Cluster is not supported).
 *
 * Keys under the prefix P:
 * - `pool:queue` (zset, score = arrival number, member = user id) and `pool:seq`: waiting order;
 * - `pool:s:<user>`: the user's waiting entry, JSON `{"t": token, "i": instance, "s": searcher}`;
 * - `pool:r:<token>`: how a search waiting on another instance than the one that ended it ended
 *   (`null`, or `{"match", "entry"}` of the partner), kept a minute so a search whose wake-up
 *   message was lost still learns it at its timeout;
 * - `pool:made`; `matches` (set of active match ids); `match:<id>` (match JSON);
 *   `active:<user>` (the user's current match id); `enc:<user>` (zset of `<partner>:<match>`,
 *   score = time, the newest `encountersPerUser`): recent matches for reports and end-call checks;
 * - `instance:<id>`: an instance's heartbeat (expires when it dies; its searchers are then dead);
 * - `listening:<id>`: set (with the heartbeat's lifetime) once the instance is subscribed to its
 *   wake-up channel; from then on an instance without a subscriber on that channel is dead too.
 * Channel `pool:to:<instance>`: `{"t": token, "r": result}` wakes a search waiting on that instance.
 */

const COMMON = `
local P = ARGV[1]
local function remove_waiting(u)
  redis.call('DEL', P .. 'pool:s:' .. u)
  redis.call('ZREM', P .. 'pool:queue', u)
end
-- Wakes a waiting search on another instance with how it ended, and records that for it in case
-- the message is lost. One of the calling instance learns it from the script's reply instead.
local function notify(inst, tok, payload, me_inst, ttl)
  if inst == me_inst then return end
  redis.call('SET', P .. 'pool:r:' .. tok, payload, 'PX', ttl)
  redis.call('PUBLISH', P .. 'pool:to:' .. inst, '{"t":"' .. tok .. '","r":' .. payload .. '}')
end
-- A live instance renews its heartbeat and, once it said it listens, has its wake-up channel
-- subscribed. A killed process's heartbeat outlives it by up to its TTL, but Redis drops its
-- subscriber connection at once, so its searchers are dead from that moment on (a searcher
-- handed out in between would be paired with nobody). Before the instance says it listens (its
-- first milliseconds) the heartbeat alone counts.
-- Asked once per instance and script run (nothing changes inside a script): a scan past many
-- searchers of one instance pays its three calls once.
local alive_seen = {}
local function alive(inst)
  local known = alive_seen[inst]
  if known ~= nil then return known end
  local live
  if redis.call('EXISTS', P .. 'instance:' .. inst) == 0 then live = false
  elseif redis.call('EXISTS', P .. 'listening:' .. inst) == 0 then live = true
  else live = redis.call('PUBSUB', 'NUMSUB', P .. 'pool:to:' .. inst)[2] > 0 end
  alive_seen[inst] = live
  return live
end
local function end_match(id)
  local raw = redis.call('GET', P .. 'match:' .. id)
  if not raw then return false end
  local m = cjson.decode(raw)
  redis.call('DEL', P .. 'match:' .. id)
  redis.call('SREM', P .. 'matches', id)
  for _, side in ipairs({ m.caller, m.callee }) do
    local k = P .. 'active:' .. side.userId
    if redis.call('GET', k) == id then redis.call('DEL', k) end
  end
  return raw
end
`;

/** ARGV of SEARCH before the searches, and per search after them (see SEARCH). */
export const SEARCH_HEAD = 6;
export const SEARCH_EACH = 5;

/**
 * The searches of one event-loop turn of an instance, in the order they were made: each one as
 * its own search step would, one after the other inside one script run (one round trip and one
 * script call for the lot; a later search of the batch can pair with an earlier one).
 * ARGV: prefix, instance, retention ms, matches kept per user, result ttl ms, search count; then
 * per search: user id, token, entry JSON, new match id, now.
 * Returns 4 items per search: kind ('p' paired: this searcher calls the partner; 'w' queued; 'e'
 * failed, with the error as the next item), the partner's token and entry JSON ('' when queued),
 * and the token of a search of this instance that this one replaced ('' when none).
 */
export const SEARCH = `${COMMON}
local me_inst = ARGV[2]
local retention, keep, ttl, count = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
-- The searches of this instance come from it: alive without asking (three calls per candidate).
alive_seen[me_inst] = true

-- A widened searcher (issue 29) carries its group key; absent (nil) and JSON null both mean plain.
local function group_of(s)
  local g = s.widenGroup
  if g == nil or g == cjson.null then return false end
  return g
end
local function accepts(a, b, widened)
  for _, x in ipairs(a.excluded) do
    if x == b.userId then return false end
  end
  -- Widened to one group, both pets of it: the group stands in for the breed filter.
  return widened or a.breedFilter == cjson.null or a.breedFilter == b.breedId
end
-- Plain meets plain only; widened meets widened of the same group, both pets of that group.
local function can_pair(a, b)
  if a.userId == b.userId then return false end
  local g = group_of(a)
  if g ~= group_of(b) then return false end
  if g and (a.breedGroup ~= g or b.breedGroup ~= g) then return false end
  local widened = g ~= false
  return accepts(a, b, widened) and accepts(b, a, widened)
end
-- At most \`keep\` per user, and gone with the key a retention window after the last match;
-- older ones inside the key are left to the count bound (readers ask by score).
local function remember(u, partner, match_id, now)
  local k = P .. 'enc:' .. u
  redis.call('ZADD', k, now, partner .. ':' .. match_id)
  redis.call('ZREMRANGEBYRANK', k, 0, -(keep + 1))
  redis.call('PEXPIRE', k, retention)
end

local function search(uid, tok, entry_raw, match_id, now)
  local me = cjson.decode(entry_raw).s
  -- One search per user: a newer one replaces the waiting one, which ends empty.
  local prev_tok = ''
  local prev = redis.call('GET', P .. 'pool:s:' .. uid)
  if prev then
    local pe = cjson.decode(prev)
    remove_waiting(uid)
    notify(pe.i, pe.t, 'null', me_inst, ttl)
    if pe.i == me_inst then prev_tok = pe.t end
  end
  -- Starting a search ends the searcher's previous match (they moved on).
  local active = redis.call('GET', P .. 'active:' .. uid)
  if active then end_match(active) end

  -- Longest-waiting compatible searcher first; entries of dead instances are dropped on the way.
  for _, cuid in ipairs(redis.call('ZRANGE', P .. 'pool:queue', 0, -1)) do
    local raw = redis.call('GET', P .. 'pool:s:' .. cuid)
    if not raw then
      redis.call('ZREM', P .. 'pool:queue', cuid)
    else
      local ce = cjson.decode(raw)
      if not alive(ce.i) then
        remove_waiting(cuid)
      elseif can_pair(me, ce.s) then
        remove_waiting(cuid)
        local match = cjson.encode({
          id = match_id,
          caller = { userId = me.userId, peerId = me.peerId },
          callee = { userId = ce.s.userId, peerId = ce.s.peerId },
          createdAt = now,
        })
        redis.call('SET', P .. 'match:' .. match_id, match)
        redis.call('SADD', P .. 'matches', match_id)
        redis.call('SET', P .. 'active:' .. uid, match_id)
        redis.call('SET', P .. 'active:' .. cuid, match_id)
        redis.call('INCR', P .. 'pool:made')
        remember(uid, cuid, match_id, now)
        remember(cuid, uid, match_id, now)
        notify(ce.i, ce.t, '{"match":' .. match .. ',"entry":' .. entry_raw .. '}', me_inst, ttl)
        -- The match itself is not sent back: the caller's instance builds the same from what it has.
        return 'p', ce.t, raw, prev_tok
      end
    end
  end

  local seq = redis.call('INCR', P .. 'pool:seq')
  redis.call('ZADD', P .. 'pool:queue', seq, uid)
  redis.call('SET', P .. 'pool:s:' .. uid, entry_raw)
  return 'w', '', '', prev_tok
end

local out = {}
for n = 0, count - 1 do
  local a = ${SEARCH_HEAD} + n * ${SEARCH_EACH}
  -- Each search fails alone, as its own script call would (kind 'e', the error in the next item).
  local ok, kind, ptok, pentry, prev_tok =
    pcall(search, ARGV[a + 1], ARGV[a + 2], ARGV[a + 3], ARGV[a + 4], tonumber(ARGV[a + 5]))
  if not ok then kind, ptok, pentry, prev_tok = 'e', tostring(kind), '', '' end
  out[#out + 1] = kind
  out[#out + 1] = ptok
  out[#out + 1] = pentry
  out[#out + 1] = prev_tok
end
return out
`;

/**
 * A waiting search ends on its own instance (timeout, aborted request, shutdown). ARGV: prefix,
 * user id, token. Returns {'removed', ''} when it was still waiting, else {'gone', result} with
 * how it ended meanwhile (a pairing made an instant earlier, or '' when nothing is known).
 */
export const END_SEARCH = `${COMMON}
local uid, tok = ARGV[2], ARGV[3]
local raw = redis.call('GET', P .. 'pool:s:' .. uid)
if raw and cjson.decode(raw).t == tok then
  remove_waiting(uid)
  return { 'removed', '' }
end
return { 'gone', redis.call('GET', P .. 'pool:r:' .. tok) or '' }
`;

/** leave(user) from any instance. ARGV: prefix, user id, instance, result ttl. Returns {1|0, token, instance}. */
export const LEAVE = `${COMMON}
local uid, me_inst, ttl = ARGV[2], ARGV[3], tonumber(ARGV[4])
local raw = redis.call('GET', P .. 'pool:s:' .. uid)
if not raw then return { 0, '', '' } end
local e = cjson.decode(raw)
remove_waiting(uid)
notify(e.i, e.t, 'null', me_inst, ttl)
return { 1, e.t, e.i }
`;

/** ARGV: prefix, match id. Returns the match JSON to the one call that ended it, else ''. */
export const END_MATCH = `${COMMON}
return end_match(ARGV[2]) or ''
`;

/** ARGV: prefix, user id. The user's current match JSON, or ''. */
export const ACTIVE_MATCH = `
local P = ARGV[1]
local id = redis.call('GET', P .. 'active:' .. ARGV[2])
if not id then return '' end
return redis.call('GET', P .. 'match:' .. id) or ''
`;

/** Drops waiting entries whose instance stopped its heartbeat. ARGV: prefix. Returns how many. */
export const SWEEP = `${COMMON}
local dropped = 0
for _, cuid in ipairs(redis.call('ZRANGE', P .. 'pool:queue', 0, -1)) do
  local raw = redis.call('GET', P .. 'pool:s:' .. cuid)
  if not raw or not alive(cjson.decode(raw).i) then
    remove_waiting(cuid)
    dropped = dropped + 1
  end
end
return dropped
`;
