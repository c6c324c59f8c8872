// The drawer's styles: Blueprint's deferred components (drawer, overlay, segmented control) and the
// drawer's own. One module, imported by the drawer's chunk only, so tests can draw the drawer
// without the build's virtual stylesheet.
import 'blueprint-css/rest.css';
import './customize-drawer.css';
