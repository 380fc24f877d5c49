// What staff read: the restaurant, the manager's message, the changes as grouped on screen, the
// quiz, the link; user text never becomes markup.
import assert from 'node:assert/strict';
import { inviteEmail, reminderEmail, updateEmail, updatePush } from './messages.ts';

const update = {
  restaurantName: 'Bistro <b>Bold</b> & Co',
  message: 'Read before "family meal".\nThanks!',
  groups: [
    { heading: 'Allergen changes', lines: ['<script>alert("x")</script>: now contains sesame'] },
    { heading: 'Price changes', lines: ['Soup: $8.00 → $9.00', 'Bread: $3.00 → $4.00'] },
    { heading: 'Removed', lines: [] },
  ],
  quizRequired: true,
  link: 'https://app.example.com/my-updates?update=n1&x=1',
};

Deno.test(
  'an update e-mail says who, what changed in the given order, the quiz and the link',
  () => {
    const email = updateEmail(update);
    assert.equal(email.subject, 'Bistro <b>Bold</b> & Co: menu update');
    assert.equal(
      email.text,
      [
        'Bistro <b>Bold</b> & Co has a menu update for you.',
        '',
        'Read before "family meal".\nThanks!',
        '',
        'Allergen changes',
        '- <script>alert("x")</script>: now contains sesame',
        '',
        'Price changes',
        '- Soup: $8.00 → $9.00',
        '- Bread: $3.00 → $4.00',
        '',
        'Quiz required: answer the short quiz in the app.',
        '',
        'Open the update: https://app.example.com/my-updates?update=n1&x=1',
        '',
      ].join('\n'),
    );
    assert.ok(!email.text.includes('Removed'), 'an empty group is left out');
  },
);

Deno.test('the HTML e-mail escapes restaurant name, message and dish names', () => {
  const { html } = updateEmail(update);
  assert.ok(!/<script|<b>/.test(html), html);
  assert.match(html, /<title>Bistro &lt;b&gt;Bold&lt;\/b&gt; &amp; Co: menu update<\/title>/);
  assert.match(html, /Read before &quot;family meal&quot;\.<br>Thanks!/);
  assert.match(
    html,
    /<li>&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;: now contains sesame<\/li>/,
  );
  assert.ok(html.indexOf('Allergen changes') < html.indexOf('Price changes'));
  assert.match(html, /<strong>Quiz required<\/strong>/);
  assert.match(html, /href="https:\/\/app\.example\.com\/my-updates\?update=n1&amp;x=1"/);
  assert.ok(!updateEmail({ ...update, quizRequired: false }).html.includes('Quiz required'));
});

Deno.test('a link that is not a web address is shown as text, never as a link', () => {
  const { html } = updateEmail({ ...update, link: 'javascript:alert(1)' });
  assert.ok(!html.includes('href='));
});

Deno.test('a reminder and an invitation name the restaurant and carry their link', () => {
  const reminder = reminderEmail({ ...update, restaurantName: 'Nonna', quizRequired: false });
  assert.equal(reminder.subject, 'Reminder: Nonna menu update');
  assert.match(reminder.text, /^A reminder from Nonna: please read this menu update\./);
  assert.match(reminder.text, /Soup: \$8\.00 → \$9\.00/);

  const link = 'https://app.example.com/auth?signup=1&email=ana%40example.com';
  const invite = inviteEmail({ restaurantName: 'Nonna <3', link });
  assert.equal(invite.subject, 'Nonna <3 invited you to Preshift');
  assert.match(
    invite.text,
    new RegExp(`Create your account to join: ${link.replace(/[?.]/g, '\\$&')}`),
  );
  assert.match(invite.html, /Nonna &lt;3 uses Preshift/);
  assert.match(
    invite.html,
    /href="https:\/\/app\.example\.com\/auth\?signup=1&amp;email=ana%40example\.com"/,
  );
});

Deno.test('the push names the restaurant, shows the first changes and opens the update', () => {
  const push = updatePush({
    restaurantName: 'Nonna',
    message: 'ignored when there are changes',
    groups: [
      { heading: 'Allergen changes', lines: ['A: now contains nuts'] },
      { heading: 'New dishes', lines: ['B', 'C', 'D', 'E'] },
    ],
    notificationId: '6f1c1d2e-0000-4000-8000-000000000001',
  });
  assert.deepEqual(push, {
    title: 'Nonna: menu update',
    body: 'A: now contains nuts\nB\nC\nand 2 more',
    url: '/my-updates?update=6f1c1d2e-0000-4000-8000-000000000001',
    notificationId: '6f1c1d2e-0000-4000-8000-000000000001',
  });
  const briefing = updatePush({
    restaurantName: 'Nonna',
    message: 'Staff meal at 4',
    groups: [],
    notificationId: 'n',
  });
  assert.equal(briefing.body, 'Staff meal at 4');
  const long = updatePush({
    restaurantName: 'N',
    groups: [{ heading: 'h', lines: ['x'.repeat(500)] }],
    notificationId: 'n',
  });
  assert.ok(long.body.length <= 200);
});

Deno.test(
  'in Spanish: the fixed sentences, a restaurant without a name, escaping as in English',
  () => {
    const es = updateEmail({ ...update, locale: 'es', restaurantName: ' ' });
    assert.equal(es.subject, 'Su restaurante: actualización del menú');
    assert.match(es.text, /^Su restaurante tiene una actualización del menú para usted\.\n/);
    assert.ok(!/<script/.test(es.html), es.html);
    assert.match(es.html, /<html lang="es">/);
    const push = updatePush({
      restaurantName: 'Nonna',
      groups: [],
      notificationId: 'n',
      reminder: true,
      locale: 'es',
    });
    assert.equal(push.title, 'Nonna: recordatorio, actualización del menú');
    assert.equal(push.body, 'Abra la actualización para leerla.');
    const many = updatePush({
      restaurantName: 'Nonna',
      groups: [{ heading: 'h', lines: ['A', 'B', 'C', 'D', 'E'] }],
      notificationId: 'n',
      locale: 'es',
    });
    assert.equal(many.body, 'A\nB\nC\ny 2 cambios más');
  },
);
