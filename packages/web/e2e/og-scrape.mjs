// The Open Graph scraper of e2e/outside-tools.spec.ts, run as its own process so that it trusts the test's
// self-signed certificate the way a crawler trusts a real one (NODE_EXTRA_CA_CERTS is read when Node starts).
// For each URL: what open-graph-scraper reads from the page, then the first og:image as the crawler would fetch it.
// Prints one JSON array on stdout.
import ogs from 'open-graph-scraper';

const out = [];
for (const url of process.argv.slice(2)) {
  // `localhost` has no top-level domain: the scraper's URL check is told so (and to take https only).
  const { result } = await ogs({ url, urlValidatorSettings: { require_tld: false, require_protocol: true, protocols: ['https'] } });
  const first = result.ogImage?.[0];
  let image = null;
  if (first?.url) {
    const res = await fetch(new URL(first.url, url), { headers: { accept: 'image/*' } });
    const bytes = Buffer.from(await res.arrayBuffer());
    image = { status: res.status, contentType: res.headers.get('content-type'), base64: bytes.toString('base64') };
  }
  out.push({ url, result, image });
}
process.stdout.write(JSON.stringify(out));
