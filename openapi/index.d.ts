/** A parsed YAML/JSON document; shapes are checked by the contract validator, not by the type system. */
// biome-ignore lint/suspicious/noExplicitAny: the contract is free-form YAML
export type ContractNode = Record<string, any>;
export declare const contractPath: string;
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
