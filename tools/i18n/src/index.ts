export { CATALOG_DIRECTORIES } from './catalogDirectories.ts'
export { argumentNames, catalogProblems } from './checkCatalogs.ts'
export {
  type Catalog,
  compiledFiles,
  compiledModule,
  frameMessages,
  kitMessages,
  readCatalogs,
} from './compileCatalogs.ts'
