export { CATALOG_DIRECTORIES } from './catalogDirectories.ts'
export { argumentNames, catalogProblems } from './checkCatalogs.ts'
export {
  type Catalog,
  compiledFiles,
  compiledModule,
  kitMessages,
  readCatalogs,
} from './compileCatalogs.ts'
