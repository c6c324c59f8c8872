import { useState } from 'react';
import { useInstance } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import type { DemoViewModels } from './demo-view-models';

/** The page's own view-model, made once per mounted page from the demo's factories. */
export function useDemo<T>(make: (demo: DemoViewModels) => T): T {
  const demo = useInstance(ViewModels.Demo);
  const [viewModel] = useState(() => make(demo));
  return viewModel;
}
