/**
 * Prints each Lambda bundle's size (bundled as `cdk synth` bundles it, handler-bundles.ts) and fails when one passes its budget:
 * cold starts grow with bundle size. Budgets are in scripts/budgets/budgets.ts.
 */
import { lambdaBundleBudgetKb } from './budgets';
import { withHandlerBundles } from './handler-bundles';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await withHandlerBundles((bundles) => {
  console.log('Lambda bundles (minified ESM, AWS SDK included):');
  const over: string[] = [];
  for (const bundle of bundles) {
    const budget = lambdaBundleBudgetKb(bundle.handler);
    const isOver = bundle.raw > budget * 1024;
    if (isOver) over.push(bundle.handler);
    console.log(
      `  ${bundle.handler.padEnd(34)} ${kb(bundle.raw).padStart(10)}  gzip ${kb(bundle.gzip).padStart(9)}  (budget ${budget} KB)${isOver ? '  OVER BUDGET' : ''}`,
    );
  }
  console.log(over.length === 0 ? 'Every bundle is within its budget.' : `Over budget: ${over.join(', ')}`);
  process.exitCode = over.length === 0 ? 0 : 1;
});
