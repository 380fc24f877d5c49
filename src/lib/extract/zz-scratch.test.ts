import { extractImageText } from './image';
import { fixtureFile } from './test-fixtures';
it('scratch', async () => {
  const t0 = performance.now();
  const text = await extractImageText(fixtureFile('sunrise-cafe-photo.jpg'));
  console.log(performance.now() - t0, '\n' + text);
}, 120000);
