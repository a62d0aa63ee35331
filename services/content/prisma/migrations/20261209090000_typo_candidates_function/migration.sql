-- Typo corrections (db/items.ts typoCorrections) in one statement. The trigram threshold they
-- read titles at was set with set_config in a transaction of its own: BEGIN, set_config, the
-- query and COMMIT, four round trips for every library search and every chat question. This
-- function sets it for the statement that calls it (is_local: it ends with that transaction).
CREATE FUNCTION "typo_candidates"(
  p_user_id uuid, p_words text[], p_edits int[], p_threshold real, p_sample int
) RETURNS TABLE (i bigint, word text, distance int)
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
#variable_conflict use_column
BEGIN
  PERFORM set_config('pg_trgm.word_similarity_threshold', p_threshold::text, true);
  RETURN QUERY
  SELECT q.i, t.w AS word,
         min(least(public.levenshtein(q.word, t.w), public.levenshtein(q.word, left(t.w, length(q.word)))))::int AS distance
    FROM unnest(p_words, p_edits) WITH ORDINALITY AS q(word, edits, i)
    CROSS JOIN LATERAL (SELECT title FROM "content_items"
                         WHERE user_id = p_user_id AND length(q.word) >= 3 AND q.word OPERATOR(public.<%) title
                         LIMIT p_sample) AS c
    -- levenshtein reads at most 255 characters: no word of the first 250 is longer.
    CROSS JOIN LATERAL regexp_split_to_table(lower(left(c.title, 250)), '[^[:alnum:]]+') AS t(w)
   WHERE starts_with(t.w, q.word)
      OR (length(q.word) >= 4 AND strpos(t.w, q.word) > 0)
      OR (q.edits > 0 AND left(t.w, 1) = left(q.word, 1)
          AND (public.levenshtein_less_equal(q.word, t.w, q.edits) <= q.edits
            OR public.levenshtein_less_equal(q.word, left(t.w, length(q.word)), q.edits) <= q.edits))
   GROUP BY q.i, t.w;
END
$$;
