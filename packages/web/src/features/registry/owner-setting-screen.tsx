// The Atur Registry tab of the owner's registry layout (spec §2, /registry/setting), inside the layout's <Outlet/>.
export { SettingTab as Component } from './setting-tab';
