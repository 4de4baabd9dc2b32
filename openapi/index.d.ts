/** A parsed YAML/JSON document; shapes are checked by the contract validator, not by the type system. */
// biome-ignore lint/suspicious/noExplicitAny: the contract is free-form YAML
export type ContractNode = Record<string, any>;
export declare const contractPath: string;
/** The parsed contract the build writes (`npm run build`), used while it matches the YAML. */
export declare const parsedContractPath: string;
export declare function yamlSha256(yamlText: string): string;
export declare function parseContractYaml(yamlText: string): ContractNode;
export declare function loadContract(): Promise<ContractNode>;
export declare function loadContractSync(): ContractNode;
export interface ContractOperation {
  method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  path: string;
  operationId: string;
  operation: ContractNode;
  pathItem: ContractNode;
}
export declare function listOperations(contract: ContractNode): ContractOperation[];
