<?php
use Wikimedia\ParamValidator\ParamValidator;

/** command=create: provider (fcm or apns), providertoken, and topic, which apns requires. */
class PushSettingsApiPushSubscriptionsCreate extends ApiBase {
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
		$params = $this->extractRequestParams();
		$topic = null;
		if ( $params['provider'] === 'apns' ) {
			$topic = $params['topic'];
			if ( !$topic ) {
				$this->dieWithError( 'apierror-echo-push-topic-required' );
			}
		}
		$user = $this->getUser()->getName();
		if ( !PushSettingsSubscriptionStore::create( $user, $params['provider'], $params['providertoken'], $topic ) ) {
			$this->dieWithError( 'apierror-echo-push-token-exists' );
		}
	}

	protected function getAllowedParams() {
		return [
			'provider' => [ ParamValidator::PARAM_TYPE => [ 'fcm', 'apns' ], ParamValidator::PARAM_REQUIRED => true ],
			'providertoken' => [ ParamValidator::PARAM_TYPE => 'string', ParamValidator::PARAM_REQUIRED => true ],
			'topic' => [ ParamValidator::PARAM_TYPE => 'string', ParamValidator::PARAM_REQUIRED => false ],
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
