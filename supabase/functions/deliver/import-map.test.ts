// The function is deployed with its own import map (./deno.json) and tested with the root one
// (whose npm versions must match what package.json installed: Deno refuses otherwise). The two
// must name the same packages at the same versions, or the tests would prove another build.
import assert from 'node:assert/strict';

const imports = async (url: URL) =>
  (JSON.parse(await Deno.readTextFile(url)) as { imports: Record<string, string> }).imports;

Deno.test('the deployed import map pins the npm packages the tests ran with', async () => {
  const deployed = await imports(new URL('./deno.json', import.meta.url));
  const tested = await imports(new URL('../../../deno.json', import.meta.url));
  const npm = (map: Record<string, string>) =>
    Object.fromEntries(Object.entries(map).filter(([, target]) => target.startsWith('npm:')));
  assert.deepEqual(npm(deployed), npm(tested));
  for (const target of Object.values(npm(deployed))) {
    assert.match(target, /^npm:(@[^/]+\/)?[^@]+@\d+\.\d+\.\d+$/, `${target} is an exact version`);
  }
  assert.deepEqual(Object.keys(deployed).sort(), Object.keys(tested).sort());
});
