import 'blueprint-css/rest.css';
import { Drawer, DrawerSize, Position } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import type { ShellViewModel } from './shell.view-model';
import { SideMenu } from './side-menu.view';

/** The side menu as a temporary drawer, on small screens. */
const SideDrawer = observer(function SideDrawer({ vm }: { readonly vm: ShellViewModel }) {
  const t = useT();
  return (
    <Drawer
      isOpen={vm.overlayOpen}
      onClose={vm.closeDrawer}
      // The start side: the mirrored stylesheet puts a "left" drawer on the right in rtl.
      position={Position.LEFT}
      size={DrawerSize.SMALL}
      title={t('shell.sideMenu')}
    >
      <div className="shell-drawer-body">
        <SideMenu vm={vm} />
      </div>
    </Drawer>
  );
});

export default SideDrawer;
