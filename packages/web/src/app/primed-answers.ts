/** The id of the element the app server fills with the page's portal answers (server/page-data.ts). */
export const ANSWERS_ELEMENT_ID = 'kado-answers';

/**
 * The portal answers sent with the page (decision 0084) by call key, or undefined when there are none or they cannot
 * be read (the app then asks the portal, as without them). The composition root hands them to the portal client.
 */
export function readPrimedAnswers(doc: Document): Readonly<Record<string, string>> | undefined {
  const text = doc.getElementById(ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const answers: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') answers[key] = value;
    return answers;
  } catch {
    return undefined;
  }
}
