/**
 * What a social post says about itself rather than about its topic, taken out before anything is
 * read: the account's handle, calls to act on the post ('Swipe for more', 'Save this for later',
 * 'Follow @x', 'Link in bio', 'Comment SLEEP for my guide') and the run of hashtags at the end of
 * a line. A line of nothing but handles, hashtags and emoji goes whole.
 */

const CALL_TO_ACT =
  /^(?:swipe|save (?:this|it for|for later|the post)|follow (?:me|us|along|@|for (?:more|daily|weekly)|the account|my page)|link in (?:my |the )?bio|comment (?:below|["'“‘]?[a-z]+["'”’]? (?:and|for|to) (?:i|we|get)\b)|tag (?:a|your|someone|the)\b|share this\b|send this\b|double tap|like (?:if|for)\b|dm (?:me|us)\b|turn on (?:post )?notifications|repost\b|credit:?\s*@)/i;
const ANYWHERE =
  /\blink in (?:my |the )?bio\b|\bfollow (?:me |us )?(?:@|for (?:more|daily|weekly))|\b(?:tell|let) (?:me|us) (?:know )?(?:below|in the comments)|\bdrop (?:it|them|yours|your \w+|a comment|a \S+) (?:below|in the comments)/i;
const ONLY_TAGS = /^(?:[@#][\p{L}\p{N}_.]+|\p{Extended_Pictographic}|[\s\p{P}\p{S}\uFE0F\u200D])+$/u;
const HANDLE = /(?<![\p{L}\p{N}_.])@[\p{L}\p{N}_][\p{L}\p{N}_.]*[\p{L}\p{N}_]/gu;
const TRAILING_HASHTAGS = /(?:\s*#[\p{L}\p{N}_]+)+\s*$/u;

/** 'Comment POTTY for my plan': a keyword in capitals to comment, anywhere in the line. */
const COMMENT_KEYWORD = /\b[Cc]omment\s+["'“‘]?\p{Lu}{3,}\b/u;

/** Whether a line is about the post, not its topic. */
export function isPostFurniture(line: string): boolean {
  const t = line.replace(/^[\s\p{P}\p{Extended_Pictographic}\uFE0F\u200D]+/u, '').trim();
  if (!t) return false;
  return ONLY_TAGS.test(line.trim()) || CALL_TO_ACT.test(t) || ANYWHERE.test(t) || COMMENT_KEYWORD.test(t);
}

/** The text without its post furniture (line breaks kept). */
export function withoutPostFurniture(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !isPostFurniture(line))
    .map((line) =>
      line
        .replace(TRAILING_HASHTAGS, '')
        .replace(HANDLE, '')
        .replace(/[ \t]{2,}/g, ' '),
    )
    .join('\n');
}
