// `import x from '…?asset'` (electron-vite): the file is copied beside the build and x is its path.
/// <reference types="electron-vite/node" />
