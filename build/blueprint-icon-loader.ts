/**
 * Stands in for `@blueprintjs/icons`' `Icons` loader in the browser bundles (see
 * `blueprintIconsWithoutLoader` in `blueprint-icons.ts`). The app imports every icon as its own
 * component, so string icon names (`icon="add"`) are not supported: such an icon draws nothing. The
 * real loader imports the list of every icon name to validate names, and every page would carry it.
 */
export class Icons {
  static setLoaderOptions(): void {}

  static async load(): Promise<void> {}

  static async loadAll(): Promise<void> {}

  static getPaths(): undefined {
    return undefined;
  }
}
