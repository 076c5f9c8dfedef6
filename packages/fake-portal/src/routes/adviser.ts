import { adviserFeedbackRequest, adviserQuestionRequest, adviserReplyRequest, chatQuery } from '@kado/contract';
import { Hono } from 'hono';
import type { Portal } from '../context';
import { requireUser } from '../context';
import { conflict, notFound } from '../errors';
import type { Presenters } from '../present';
import type { ChatRec } from '../state';
import { nextId } from '../state';
import { checkBody, pathId, checkQuery, readJson } from '../validate';

const RULES: [RegExp, string][] = [
  [/asi|menyusu|susu/i, 'Untuk bayi di bawah 6 bulan, ASI eksklusif sudah mencukupi. Susui sesuai tanda lapar si kecil, biasanya 8-12 kali sehari. Bila perlu susu formula, konsultasikan dengan dokter anak ya, Bunda.'],
  [/mpasi|makan/i, 'MPASI dimulai di usia 6 bulan dengan tekstur lumat halus. Kenalkan satu bahan baru setiap 3 hari dan pastikan ada sumber protein hewani setiap hari.'],
  [/demam|panas|sakit/i, 'Bila suhu si kecil di atas 38°C, kompres hangat dan beri cukup cairan. Segera ke dokter bila bayi di bawah 3 bulan demam, atau demam lebih dari 3 hari.'],
  [/tidur|begadang/i, 'Bayi baru lahir tidur 14-17 jam sehari. Buat rutinitas tidur yang sama setiap malam dan tidurkan bayi telentang di kasur yang rata.'],
  [/popok|ruam/i, 'Ganti popok setiap 2-3 jam atau segera setelah BAB. Biarkan kulit kering sebelum memakai popok baru dan oleskan krim ruam bila kemerahan.'],
  [/stroller|gendong/i, 'Pilih stroller yang bisa direbahkan penuh untuk bayi baru lahir, dan gendongan dengan posisi kaki M agar panggul si kecil tumbuh sehat.'],
  [/registry|kado/i, 'Bunda bisa menambahkan produk ke registry dari katalog Kado atau tautan Shopee, Tokopedia dan TikTok, lalu bagikan tautan registry ke keluarga.'],
];
const FALLBACK = 'Terima kasih atas pertanyaannya, Bunda. Adviser Kado akan membantu: ceritakan usia si kecil dan keluhannya lebih detail ya. Untuk kondisi darurat, segera hubungi dokter.';

/** A canned, rule-based Indonesian answer. */
function adviserAnswer(question: string): string {
  return RULES.find(([re]) => re.test(question))?.[1] ?? FALLBACK;
}


/** Adviser chat (docs/api-contract.md "Adviser chat"). */
export function adviserRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;
  const make = (userId: number, uuid: string, message: string, sender: ChatRec['sender'], status: ChatRec['status']): ChatRec => {
    const row: ChatRec = { id: nextId(st(), 'chats'), user_id: userId, uuid, message, sender, status, feedback: null, created_at: portal.now().toISOString() };
    st().chats.push(row);
    return row;
  };

  app.get('/v1/adviser/chats', (c) => {
    const u = requireUser(portal, c);
    const limit = checkQuery(c, chatQuery).limit ?? 100;
    const rows = st().chats.filter((x) => x.user_id === u.id).sort((a, b) => a.id - b.id).slice(-limit).map(view.chat);
    return c.json({ data: { rows } });
  });

  app.post('/v1/adviser/chats', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { uuid, message }, v } = checkBody(adviserQuestionRequest, await readJson(c));
    v.done();
    if (st().chats.some((x) => x.uuid === uuid)) throw conflict('Pesan ini sudah terkirim');
    const question = make(u.id, uuid!, message!, 'user', 'sent');
    const answer = make(u.id, `${uuid!}-a`, adviserAnswer(message!), 'adviser', 'sent');
    return c.json({ data: { question: view.chat(question), answer: view.chat(answer) } }, 201);
  });

  app.post('/v1/adviser/chats/:id/feedback', async (c) => {
    const u = requireUser(portal, c);
    const id = pathId(c);
    const { fields: { type, message }, v } = checkBody(adviserFeedbackRequest, await readJson(c));
    v.done();
    const chat = st().chats.find((x) => x.id === id && x.user_id === u.id && x.sender === 'adviser');
    if (!chat) throw notFound('Pesan tidak ditemukan');
    chat.feedback = { type: type!, message: message ?? null };
    return c.json({ data: view.chat(chat) });
  });

  app.post('/v1/adviser/reply', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { uuid }, v } = checkBody(adviserReplyRequest, await readJson(c));
    v.done();
    const question = st().chats.find((x) => x.uuid === uuid && x.user_id === u.id && x.sender === 'user');
    if (!question) throw notFound('Pertanyaan tidak ditemukan');
    const draft = make(u.id, `${question.uuid}-r${st().chats.length}`, adviserAnswer(question.message), 'adviser', 'draft');
    return c.json({ data: view.chat(draft) }, 201);
  });

  app.post('/v1/adviser/reply/:id/send', (c) => {
    const u = requireUser(portal, c);
    const id = pathId(c);
    const chat = st().chats.find((x) => x.id === id && x.user_id === u.id && x.sender === 'adviser');
    if (!chat) throw notFound('Pesan tidak ditemukan');
    chat.status = 'sent';
    return c.json({ data: view.chat(chat) });
  });

  return app;
}
