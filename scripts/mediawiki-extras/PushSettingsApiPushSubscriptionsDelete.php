<?php
use Wikimedia\ParamValidator\ParamValidator;

/** command=delete: providertoken (one or more, |-separated); only the user's own subscriptions. */
class PushSettingsApiPushSubscriptionsDelete extends ApiBase {
	/** @var ApiBase|null */
	private $parentModule;

	/** How the parent's module manager makes it (it passes the parent, not ApiMain). */
	public static function factory( ApiBase $parent, string $name ): self {
		$module = new self( $parent->getMain(), $name );
		$module->parentModule = $parent;
		return $module;
	}

	public function getParent() {
		return $this->parentModule;
	}

	public function execute() {
		$tokens = $this->getParameter( 'providertoken' );
		if ( !$tokens ) {
			$this->dieWithError( [ 'apierror-paramempty', 'providertoken' ], 'paramempty_providertoken' );
		}
		if ( PushSettingsSubscriptionStore::delete( $this->getUser()->getName(), $tokens ) == 0 ) {
			$this->dieWithError( 'apierror-echo-push-token-not-found' );
		}
	}

	protected function getAllowedParams() {
		return [
			'providertoken' => [
				ParamValidator::PARAM_TYPE => 'string',
				ParamValidator::PARAM_REQUIRED => true,
				ParamValidator::PARAM_ISMULTI => true,
			],
		];
	}

	public function isWriteMode() {
		return true;
	}

	public function mustBePosted() {
		return true;
	}

	public function isInternal() {
		return true;
	}
}
